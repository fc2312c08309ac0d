// Every number of both specs' "Business constants and limits" sections, in one place.
// Durations are in milliseconds unless the name says otherwise.

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const MB = 1024 * 1024;

export const desireLimits = {
  titleMin: 3,
  titleMax: 100,
  descriptionMax: 500,
  descriptionCollapseAt: 150,
  estimatedCostMax: 50,
  eventNameMax: 50,
  coverImageDataUrlMax: 14_000_000,
  fulfilMessageMax: 500,
  fulfilTitleCut: 50,
  supportMessageMax: 500,
  commentMax: 250,
} as const;

export const userLimits = {
  fullNameMin: 2,
  fullNameMax: 50,
  displayNameMin: 2,
  displayNameMax: 40,
  bioEditMax: 200,
  bioStoredMax: 250,
  profileImageDataUrlMax: 7_000_000,
  bannerImageDataUrlMax: 14_000_000,
  emailMax: 254,
} as const;

export const passwordLimits = {
  /** dialog sign-in and reset, settings, admin login */
  min: 6,
  /** full-page signup and reset; also the signup placeholder of the dialog */
  signupMin: 8,
  /** long enough for any passphrase, short enough that hashing stays cheap */
  max: 128,
} as const;

export const otpLimits = {
  length: 6,
  validForMs: 10 * MINUTE,
  maxWrongAttempts: 5,
  /** a verified password_reset code allows one reset within this window */
  resetWindowMs: 10 * MINUTE,
  resendCountdownDialogSeconds: 30,
  resendCountdownPageSeconds: 60,
  /** server-side: at most one code per email and type in this window */
  resendThrottleMs: 30 * SECOND,
} as const;

export const uploadLimits = {
  /** profile, banner and cover images */
  imageMaxBytes: 5 * MB,
  /** signup page photo and the upload test page */
  largeImageMaxBytes: 10 * MB,
  signupDialogPhotoMaxBytes: 5 * MB,
} as const;

export const chatLimits = {
  messageMin: 1,
  messageMax: 1000,
  inputMaxHeightPx: 120,
  yesterdayThresholdHours: 24,
  olderThresholdHours: 48,
  messageFetchRetries: 3,
  messageFetchRetryDelayMs: 1 * SECOND,
  /** messages per page of a thread; older ones load when scrolling up */
  messagePage: 30,
  messagePageMax: 100,
  /** sending: at most this many messages per member per minute */
  messagesPerMinute: 30,
} as const;

export const categoryLimits = {
  nameMin: 1,
  nameMax: 50,
  descriptionMax: 200,
  iconMax: 50,
  defaultColor: '#6366f1',
  sharePreviewDesires: 3,
  shareDialogDesires: 5,
} as const;

export const pageSizes = {
  publicFeed: 8,
  followingFeed: 10,
  myDesiresPrefetch: 10,
  trending: 5,
  mobileFilterSearchResults: 5,
  adminUsers: [10, 20, 50, 100] as const,
  adminUsersDefault: 10,
  adminPaginationWindow: 2,
  adminDashboardItems: 5,
  adminRecentDesires: 5,
} as const;

export const searchLimits = {
  /** user search (top box, /search, pickers) runs from this many characters */
  minQueryLength: 2,
  feedFilterDebounceMs: 300,
} as const;

export const liveTimings = {
  pingIntervalMs: 30 * SECOND,
  reconnectDelayMs: 3 * SECOND,
  /**
   * After a close with 1012 (service restart: a process draining behind a balancer) the retry comes
   * within this instead, spread so that the members of one process do not all arrive at one instant.
   */
  restartJitterMs: 500,
  optimisticMatchWindowMs: 30 * SECOND,
  /** the port a `localhost` address without a port means */
  defaultLocalPort: 5000,
} as const;

export const uiTimings = {
  welcomeRedirectMs: 2 * SECOND,
  editDialogCloseDelayMs: 1500,
  overlayHideDelayMs: 150,
  toastDurationMs: 5 * SECOND,
  toastSwipeThresholdPx: 50,
  toastLimit: 1,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  linkCopiedIndicatorMs: 2 * SECOND,
  bottomSheetSwipeClosePx: 100,
  fulfilRefetchDelayMs: 100,
  fulfilRepeatDelayMs: 500,
} as const;

export const badgeCaps = {
  /** bottom bar and desktop sidebar */
  compact: 9,
  /** side menu */
  wide: 99,
} as const;

export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const;

export const REACTION_EMOJIS = ['❤️', '👏', '🔥', '💯', '🎯', '🙌'] as const;

export const PRESET_CATEGORIES = ['Thing', 'Place', 'Event', 'Experience', 'Goal', 'Other'] as const;

export const CATEGORY_COLORS = [
  { name: 'indigo', hex: '#6366f1' },
  { name: 'blue', hex: '#3b82f6' },
  { name: 'green', hex: '#22c55e' },
  { name: 'amber', hex: '#f59e0b' },
  { name: 'red', hex: '#ef4444' },
  { name: 'violet', hex: '#8b5cf6' },
  { name: 'pink', hex: '#ec4899' },
  { name: 'cyan', hex: '#06b6d4' },
  { name: 'lime', hex: '#84cc16' },
  { name: 'orange', hex: '#f97316' },
] as const;
