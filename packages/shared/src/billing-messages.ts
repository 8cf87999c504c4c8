// The subscriptions screen and the purchase, cancel and renewal texts (docs/billing.md, 'Messages').
// The specified sentences (second pending, purchased, cancelled, the terms checkbox, the
// voucher not yet applied, PayPal at 0.00) are already in messages.ts; these are the ones it
// describes without wording. Part of `messages`: import them from there, not from here.
export const billingMessages = {
  // Screen labels (docs/billing.md, 'Rules').
  subscriptionsTitle: 'Subscriptions',
  subscriptionActivates: 'Activates',
  subscriptionActivated: 'Activated',
  subscriptionExpires: 'Expires',
  subscriptionExpired: 'Expired',
  subscriptionRefunded: 'Refunded',
  subscriptionsEmpty: "You don't have any subscriptions yet.",
  subscriptionCancelButton: 'Cancel Subscription',
  subscriptionCancelTitle: 'Cancel this subscription?',
  // The cancel dialog (docs/billing.md, 'Constants'): access continues, reminders stop, no automatic renewal.
  subscriptionCancelConfirm:
    'You will keep access until this subscription expires. Renewal reminder e-mails will stop, and your card details are not used to renew it.',
  subscriptionActivateButton: 'Activate Subscription',
  // The checkout pieces shared by sign-up and the subscriptions page.
  voucherCodeLabel: 'Voucher code',
  voucherApplyButton: 'Apply',
  voucherAppliedLabel: 'Voucher applied',
  paymentMethodCard: 'Card',
  paymentMethodPaypal: 'PayPal',
  signupTrialButton: 'Activate Trial',
  signupPayButton: 'Sign Up and Pay',
  subscriptionPurchaseTitle: 'Buy a subscription',
  // A retried purchase whose first charge was given back (it could not be recorded).
  paymentRefundedRetry:
    'This payment could not be completed and has been refunded. Please press the button again to pay.',
  // The subscriptions page's own labels (web): tag texts, headings, buttons, load states.
  subscriptionsListTitle: 'Your subscriptions',
  subscriptionStatusActive: 'Active',
  subscriptionStatusPending: 'Pending',
  subscriptionStatusCancelled: 'Cancelled',
  subscriptionStatusExpired: 'Expired',
  subscriptionStatusRefunded: 'Refunded',
  subscriptionCancelKeep: 'Keep Subscription',
  subscriptionPayButton: 'Purchase Subscription',
  subscriptionsLoadWhat: 'your subscriptions',
  subscriptionTypesLoadWhat: 'the subscription types',
  subscriptionTypesNone: 'There are no subscription types to buy at the moment.',

  // Refusals of the purchase and cancel calls.
  subscriptionChoose: 'Please choose a subscription.',
  activeLimit:
    'You already have two active subscriptions. You can buy another once one of them has expired.',
  subscriptionNotCancellable: 'Only an active subscription can be cancelled.',
  subscriptionNotFound: 'This subscription could not be found.',
  purchaseInProgress:
    'This purchase was already made with different details. Please start the payment again.',
  // The same plan bought again within a couple of minutes (a double click, a retried request).
  purchaseDuplicate:
    'You bought this subscription a moment ago. Please check your subscriptions before buying it again.',
  // A request sent again while the first one is still being paid for.
  paymentAlreadyInProgress:
    'This payment is already being processed. Please wait a moment and check your subscriptions.',
  signupAlreadyInProgress:
    'This sign-up is already being processed. Please wait a moment, then check your e-mail for the activation link.',

  // E-mails.
  receiptSubject: 'Your {brand} receipt',
  reminderSubject: 'Your {brand} subscription expires soon',

  // Provider webhooks.
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
} as const;
