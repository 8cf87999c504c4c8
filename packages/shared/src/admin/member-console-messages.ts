// The back office's Members screens (docs/admin.md, 'Members and money' → 'Screens'): what the
// console asks before each action and explains in its dialogs. What an action did, and why one was
// refused, is the server's own message (messages.admin*), shown as it answers it.
export const memberConsoleMessages = {
  searchLabel: 'Search members',
  searchPlaceholder: 'Username, e-mail, name or id',
  statusFilterLabel: 'Status',
  noMembers: 'No member matches this search.',
  exported: 'The member’s data has been downloaded.',
  refundTitle: 'Refund subscription {id}',
  refundExplain:
    'The payment is refunded through the gateway that took it and the subscription ends at once.',
  grantTitle: 'Grant a subscription',
  grantExplain:
    'No charge is taken. It starts now, or after the member’s last current subscription, and the member is e-mailed.',
  logoutConfirm: 'End every session of {username}? They will have to log in again on every device.',
  secondFactorResetConfirm:
    "Clear {username}'s two-step sign-in? They will set it up again at their next login, and every session of theirs ends.",
  disableConfirm:
    'Disable {username}? They cannot log in until the account is enabled again, and their sessions end now.',
  enableConfirm: 'Enable {username}? They can log in again.',
  resetConfirm: 'Send {username} the password reset e-mail?',
  eraseTitle: 'Erase {username}',
  eraseExplain:
    'Personal details are replaced, sessions end and the account is disabled. Payments stay for the accounts without the name. This cannot be undone.',
  eraseConfirmLabel: 'Type the username to confirm',
} as const;
