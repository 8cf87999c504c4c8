// Staff sign-in security: the second factor (docs/admin.md, 'Second factor'). Part of `messages`:
// import them from there, not from here.
export const staffSecurityMessages = {
  /** A staff login answered with the code step (200, no token yet). */
  secondFactorNeeded:
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  /** ADMIN_TOTP=required and the staff member has not enrolled: the login goes to enrolment. */
  secondFactorEnrolNeeded:
    'Staff must set up two-step sign-in before using the back office. Scan the QR code with your authenticator app, then enter the code it shows.',
  secondFactorCodeWrong: 'That code is not correct. Please try again.',
  secondFactorCodeRequired: 'Please enter the code.',
  secondFactorTicketExpired: 'Your sign-in has expired. Please log in again.',
  secondFactorAlreadyOn: 'Two-step sign-in is already on.',
  secondFactorNotStarted: 'Start the set-up first: a new QR code is needed.',
  secondFactorNotOn: 'Two-step sign-in is not on.',
  secondFactorCannotDisable:
    'Two-step sign-in is required for staff on this site, so it cannot be turned off.',
  secondFactorEnabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  secondFactorDisabled: 'Two-step sign-in is off.',
  /** An administrator cleared another staff member's second factor. */
  secondFactorReset:
    'Two-step sign-in was cleared and their sessions ended. They set it up again at their next login.',
  secondFactorResetSelf: 'Use your own Sign-in security page to turn off your two-step sign-in.',
  secondFactorRecoveryCodesNote:
    'Each recovery code signs you in once if you lose your authenticator app. They are shown only now: save or print them.',
  // Screen labels.
  secondFactorTitle: 'Two-step sign-in',
  secondFactorCodeLabel: 'Authentication code',
  secondFactorVerifyButton: 'Verify',
  secondFactorSecretLabel: 'Or type this key into the app',
} as const;
