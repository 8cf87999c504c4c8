// Every user-facing sentence of the spec, typed once. Server and web import these; neither re-types
// a message. Texts that name the product carry the placeholder PRODUCT, filled by `withBrand`.
// The study area's texts are kept in study-messages.ts and spread in here.
import { billingMessages } from './billing-messages.ts';
import { groupMessages } from './group-messages.ts';
import { mockExamMessages } from './mock-exam-messages.ts';
import { progressMessages } from './progress-messages.ts';
import { staffSecurityMessages } from './staff-security-messages.ts';
import { studyMessages } from './study-messages.ts';
import { timingMessages } from './timing-messages.ts';

export const PRODUCT = '{brand}';

/** Replaces the product placeholder with the configured brand name. */
export function withBrand(text: string, brand: string): string {
  return text.split(PRODUCT).join(brand);
}

export const messages = {
  // Validation: shared by sign-up, settings, login, reset, contact.
  firstNameRequired: 'First Name is required',
  surnameRequired: 'Surname is required',
  dobRequired: 'Date of Birth is required',
  emailRequired: 'Email is required',
  countryRequired: 'Country is required',
  stateRequired: 'State is required',
  medicalSchoolRequired: 'Medical School is required',
  medicalSchoolNameRequired: 'Medical School Name is required',
  graduationYearRequired: 'Graduation Year is required',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  repeatPasswordRequired: 'Repeat password is required',
  subscriptionTypeRequired: 'Please choose a subscription type',
  termsRequired: 'You must agree to the terms and conditions to continue',
  paymentMethodRequired: 'Please select how you are paying for your subscription',
  emailInvalid: 'Please enter a valid email address',
  emailMismatch: 'The entered email addresses do not match.',
  emailTaken: 'Sorry, but that email has already been taken',
  usernameTaken: 'Sorry, but that username has already been taken',
  passwordTooShort: 'Please enter at least five characters for your password',
  passwordNeedsUpper: 'Please ensure that your password has at least one upper-case letter in it',
  passwordNeedsNumber: 'Please ensure that your password has at least one number in it',
  passwordMismatch: 'The entered passwords do not match.',
  voucherNotApplied: 'Press apply to use this voucher before making your payment',
  voucherNotAppliedPurchase: 'Press Apply to use this voucher before making your payment.',
  voucherWrongPlan:
    'Sorry, but the voucher you entered cannot be used with this subscription type. Please select another subscription type.',
  /** Shown while a voucher applied to one plan is sent again for the plan just chosen. */
  voucherReapplying: 'Checking your voucher for the plan you chose…',
  /** A trial member's days left (trial.ts), on the dashboard and the subscriptions page. */
  trialDaysLeft: '{days} days left in your free trial',
  trialOneDayLeft: '1 day left in your free trial',
  captchaRequired: 'Please prove that you are not a robot.',
  currentPasswordRequired: 'Please enter your current password',
  newPasswordRequired: 'Please enter a new password',
  repeatNewPasswordRequired: 'Please repeat your new password',
  termsCheckboxRequired: 'Please check the box to confirm you agree',

  // Contact form.
  contactNameRequired: 'Please enter your name',
  contactEmailRequired: 'Please enter your email',
  contactEnquiryRequired: 'Please enter the nature of your enquiry',
  contactMessageRequired: "Please give some details about what you'd like to discuss",
  contactIssueTypeRequired: 'Please select what type of error this is',
  contactSent:
    'Your message has been sent to an administrator. You should receive a reply within 24 hours.',

  // Public pages.
  termsUpdatedBanner: `We have updated our terms and conditions. Please review them and consent if you wish to continue using ${PRODUCT}.`,
  plansPageEmpty: 'The page data for subscription plans has not been added yet',
  blogEmpty: 'New blog posts are coming soon! Check back later :)',
  blogBack: 'Back to all posts',
  notFoundTitle: 'Whoops!',
  notFoundLink: 'Return Home',
  promotionInactive: 'Sorry, it looks like this promotion is no longer active',
  promotionNotInCountry: 'Sorry, this promotion is not available in your country',
  activating: 'Please wait while we activate your account...',
  resetDone:
    'You have successfully reset your password! You can now login to your account with your new password.',
  resetCheckEmail: 'Please check your emails for the link to reset your password',
  // The home page's "Diverse content" point, with the library's own count (GET /stations/count).
  homeStationCount:
    '{count} stations span medicine, surgery, paediatrics, psychiatry, obstetrics and more, across every core skill.',
  homeStationsSpan:
    'Stations span medicine, surgery, paediatrics, psychiatry, obstetrics and more, across every core skill.',
  previewNone:
    "It looks like there aren't any preview stations available right now. Please try again later.",
  otherDeviceWarning:
    'You appear to be logged in on another device. If you continue, you will be automatically logged out of all other devices. Would you like to continue?',

  // Login, warning modal and password reset: headings, labels and links as the spec words them.
  loginButton: 'Log In',
  forgotPasswordLink: 'Forgotten your password?',
  signupPrompt: 'Not registered yet? Sign Up',
  warningTitle: 'Warning',
  warningYes: 'Yes',
  warningNo: 'No',
  resetRequestTitle: 'Get password reset link',
  resetRequestButton: 'Send Reset Link',
  resetRequestCancel: 'Cancel',
  resetPasswordTitle: 'Reset Password',
  resetPasswordButton: 'Reset',
  newPasswordLabel: 'New Password',
  repeatPasswordLabel: 'Repeat Password',
  // The terms banner's links (ours: the spec words only the banner).
  termsBannerRead: 'Read the terms',
  termsBannerConsent: 'Give your consent',

  // Toasts and server answers.
  loginSuccess: 'You have successfully logged in!',
  loginSuccessPromotion: 'You have been successfully logged in.',
  voucherInvalid: "Sorry, but that doesn't look like a valid voucher",
  voucherApplied: 'You have successfully applied your voucher!',
  trialSuccess:
    'You have successfully registered for a free trial! Please check your emails to activate your account!',
  somethingWentWrong: `Sorry, something went wrong. Please contact ${PRODUCT} directly.`,
  logoutSuccess: 'You have successfully logged out',
  logoutSuccessPromotion: 'You have logged out',
  resetLinkSent: 'Your reset link is valid for 30 minutes. Please check your email.',
  passwordResetDone: 'Your password has been reset.',
  secondPending:
    'You already have a pending subscription. You can only have one pending subscription at a time.',
  settingsUpdated: 'Settings successfully updated!',
  subscriptionPurchased: 'You have successfully purchased a new subscription!',
  subscriptionCancelled: 'You have successfully cancelled this subscription',
  termsAgreed: 'You have agreed to the new terms and conditions',
  timingsSaved: 'You have successfully updated your preferred timings!',
  purchaseNeeded: 'Please purchase a subscription if you wish to access this area.',
  credentialsExpired: 'Your credentials have expired. Please login again.',
  noGroupsFound: 'No groups were found.',
  noStudyGroups: "You don't seem to have any study groups.",

  // Accounts texts the spec describes but does not word; ours.
  signupSuccess: `Thank you for signing up to ${PRODUCT}! We have sent you an e-mail with a link to activate your account. It may take up to 10 minutes to arrive.`,
  paypalSignupFailed: `Sorry, something went wrong. Please contact ${PRODUCT} directly, quoting your PayPal payment reference: {reference}.`,
  paypalZeroCost:
    'A subscription that costs 0.00 cannot be processed by PayPal. Please use Activate Subscription instead.',
  socialLoginNoEmail:
    'Access to your e-mail address was not granted. Please allow it in your social account settings to log in with it.',
  socialLoginUnavailable: 'Social login is not available.',
  socialLoginFailed: 'We could not confirm your Facebook login. Please try again.',
  socialLoginNoAccount:
    'There is no account with the e-mail address of your Facebook account. Please sign up first.',
  socialLoginProviderDown:
    'Facebook could not be reached just now. Please try again shortly, or log in with your username and password.',
  socialLoginNotLoaded:
    'Facebook login could not be loaded. Please check your connection, or log in with your username and password.',
  dobInvalid: 'Please enter your date of birth as DD/MM/YYYY',
  graduationYearRange: 'Please choose a graduation year between {min} and {max}',
  usernameFormat:
    'Usernames are 3 to 30 characters long and use only letters, numbers, dots, dashes and underscores',
  medicalSchoolNotInPlace: 'Please choose a medical school in the country and state you selected',
  stateNotInCountry: 'Please choose a state of the country you selected',
  countryUnknown: 'Please choose a country from the list',
  subscriptionTypeUnavailable: 'This subscription type is not available. Please choose another.',
  termsOutdated:
    'The terms and conditions have changed since this page was opened. Please read them again and agree to continue.',
  cardRequired: 'Please enter your card details',
  // The sandbox card form (PAYMENTS card provider 'sandbox'): Stripe's test cards, nothing charged.
  sandboxCardNote:
    'Test mode: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined)',
  sandboxCardUnknown: 'Please enter a test card number',
  cardExpiryInvalid: 'Please enter the expiry date as MM/YY',
  cardExpired: 'This card has expired',
  cardCvcInvalid: 'Please enter the 3 or 4 digit security code',
  paypalReferenceRequired: 'Please complete the PayPal payment first',
  paymentMethodUnavailable:
    'This payment method is not available at the moment. Please choose another.',
  paymentUnavailable:
    'We could not reach the payment provider, and nothing has been charged. Please try again in a few minutes.',
  freeSignupNeedsVoucher:
    'A free subscription needs a voucher that brings the price to 0.00. Please apply one, or choose how to pay.',
  notFreeAfterVoucher:
    'This subscription is not free with the voucher applied. Please choose how to pay.',
  activationDone: 'Your account has been activated! You can now log in.',
  resendActivationLink: 'Send the activation e-mail again',
  resendActivationLabel: 'Username or e-mail address',
  usernameOrEmailRequired: 'Please enter your username or e-mail address.',
  activationResent:
    'If an account with these details is waiting to be activated, we have sent its activation e-mail again. It may take up to 10 minutes to arrive.',
  activationInvalid:
    'This activation link is not valid. It may have been used already: try logging in.',
  resetLinkInvalid:
    'This password reset link is not valid or has expired. Please ask for a new one.',
  currentPasswordWrong: 'The current password you entered is not correct.',
  passwordChanged: 'Your password has been changed. Other devices have been logged out.',
  avatarMissing: 'Please choose an image to upload.',
  avatarNotImage: 'Please upload a JPEG, PNG, WebP or GIF image.',
  avatarTooLarge: 'Please upload an image smaller than {max} MB.',
  avatarUpdated: 'Your picture has been updated.',
  tutorialNone: 'There is no tutorial yet.',
  userNotFound: 'This member could not be found.',
  featuredEmpty: 'There are no featured stations yet.',
  signupConflict:
    'Another sign-up with these details was just made. Please check the highlighted fields.',

  // Profile dashboard and settings (docs/accounts.md, 'Screens'): labels as the spec words them, then ours.
  profileWelcome: 'Welcome, {name}',
  profileStationsCompleted: 'Stations Completed',
  profileAverageGrade: 'Average Grade',
  profileBestSpecialty: 'Best Specialty',
  profileSoloStudy: 'Solo Study',
  profileGroupStudy: 'Group Study',
  profileTutorial: 'Tutorial',
  profileBuySubscription: 'Buy Subscription',
  profileFeaturedStations: 'Featured Stations',
  profileStartStation: 'Start',
  settingsTitle: 'Settings',
  settingsUpdateButton: 'Update',
  labelFirstName: 'First Name',
  labelSurname: 'Surname',
  labelUsername: 'Username',
  labelDob: 'Date of Birth',
  labelEmail: 'Email',
  labelCountry: 'Country',
  labelState: 'State',
  labelMedicalSchool: 'Medical School',
  labelMedicalSchoolOther: 'Medical School Name',
  labelGraduationYear: 'Graduation Year',
  optionOtherSchool: 'Other',
  dobHint: 'DD/MM/YYYY',
  termsUpdateTitle: 'Updated terms and conditions',
  termsUpdateAgree: 'I have read and agree to the updated terms and conditions',
  tutorialPrevious: 'Previous',
  tutorialNext: 'Next',
  tutorialFinish: 'Finish',
  changePasswordTitle: 'Change Password',
  currentPasswordLabel: 'Current Password',
  avatarTitle: 'Profile Picture',
  avatarChoose: 'Choose Image',
  avatarUpload: 'Upload Picture',

  ...studyMessages,
  ...progressMessages,
  ...billingMessages,
  ...staffSecurityMessages,
  ...groupMessages,
  ...timingMessages,
  ...mockExamMessages,

  // Generic API answers that the spec leaves to us.
  invalidInput: 'Please check the highlighted fields.',
  controlCharacters: 'This field contains characters that are not allowed.',
  textTooLong: 'Please keep this field under {max} characters.',
  badRequest: 'The request could not be read.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Please send this request as JSON.',
  uriTooLong: 'The address is too long.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  methodNotAllowed: 'This address does not accept that kind of request.',
  serviceUnavailable: 'The server is restarting. Please try again in a moment.',
  tooManyConnections: 'Too many open connections from your network. Please try again shortly.',
  notFound: 'Not found',
  forbidden: 'You do not have permission to do that.',
  /** Login refused: staff disabled the account (docs/admin.md). */
  accountDisabled: 'This account has been disabled. Please contact us.',
  /** The back office: a write that concerns a member needs a reason for the audit log. */
  adminReasonRequired: 'Please give a reason.',
  // The back office's members and money (docs/admin.md, 'Members and money').
  adminGrantPlanRequired: 'Please choose a plan.',
  adminGrantPlanUnavailable: 'This plan cannot be granted. Please choose another.',
  adminGranted: 'The subscription has been granted.',
  adminGrantSubject: 'A subscription has been added to your {brand} account',
  adminRefunded: 'The payment has been refunded.',
  adminNoPaymentToRefund: 'There is no payment to refund.',
  adminAlreadyRefunded: 'This payment has already been refunded.',
  adminRefundInProgress: 'This payment is being refunded. Please wait a moment and reload.',
  adminRefundGatewayMissing:
    'The payment provider that took this payment is not set up on this server, so it cannot be refunded here.',
  adminSessionsEnded: 'Every session of this member has been ended.',
  adminMemberDisabled: 'The account has been disabled and its sessions ended.',
  adminMemberEnabled: 'The account has been enabled.',
  adminCannotDisableSelf: 'You cannot disable your own account.',
  adminCannotDisableAdmin: 'Only an administrator can disable an administrator.',
  adminResetSent: 'A password reset e-mail has been sent to the member.',
  adminResetNoEmail: 'This account has no e-mail address to send a reset link to.',
  adminRoleInvalid: 'Please choose a role.',
  adminRoleSet: 'The role has been changed.',
  adminCannotDemoteSelf: 'You cannot remove your own administrator role.',
  adminEraseConfirmRequired: "Please type the member's username to confirm.",
  adminEraseConfirmMismatch: "The username you typed does not match this member's.",
  adminErased: 'The account has been anonymised.',
  adminAlreadyErased: 'This account has already been anonymised.',
  adminCannotEraseSelf: 'You cannot erase your own account.',
  loginFailed: 'The username or password you entered is not correct.',
  loginNotActivated:
    'Please activate your account first: follow the link in the e-mail we sent when you signed up.',
  loginCaptchaRequired:
    'There have been several failed attempts to log in. Please prove that you are not a robot, then log in again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Sorry, something went wrong on our side. Please try again shortly.',
} as const;

export type MessageKey = keyof typeof messages;
