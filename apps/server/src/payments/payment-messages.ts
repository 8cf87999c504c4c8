// What the adapters answer when money does not move: sentences a member may read, the same for
// the sandbox and the real providers (Stripe's own decline text is passed on when it gives one).
export const paymentMessages = {
  cardDeclined: 'Your card was declined.',
  cardInvalidSource: 'This card could not be used. Please check the details and try again.',
  cardNeedsAuthentication:
    'Your bank asked for an extra verification step that we cannot offer yet, so nothing has been charged. Please try another card.',
  cardIncomplete: 'The payment could not be completed. Please try another card.',
  providerUnavailable:
    'We could not reach the payment provider, and nothing has been charged. Please try again in a few minutes.',
  idempotencyConflict:
    'This payment was already attempted with different details. Please start the payment again.',
  refundUnknown: 'There is no payment with this reference to refund.',
  alreadyRefunded: 'This payment has already been refunded.',
  refundFailed: 'The refund could not be made.',
  paypalOrderNotFound:
    'This PayPal payment could not be found. Please start the PayPal payment again.',
  paypalNotApproved:
    'This PayPal payment has not been approved yet. Please complete it in the PayPal window.',
  paypalOrderUnusable:
    'This PayPal payment can no longer be used. Please start the PayPal payment again.',
  paypalAlreadyCaptured: 'This PayPal payment has already been used.',
  paypalAmountMismatch:
    'This PayPal payment is not for the price of the chosen subscription, and nothing has been charged. Please start the PayPal payment again.',
  paypalDeclined:
    'PayPal declined this payment. Please choose another way to pay in PayPal, or another payment method.',
  paypalPending:
    'PayPal has not completed this payment yet. Please contact us, quoting your PayPal payment reference.',
} as const;
