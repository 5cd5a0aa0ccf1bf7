/** Every number of the specs' "constants and limits" sections that code depends on. */
export const LIMITS = {
  pagination: { defaultPerPage: 20, maxPerPage: 100 },
  auth: {
    /** Sign-in failures allowed per account and per address within the window before 429. */
    maxFailedSignIns: 10,
    failedSignInWindowMinutes: 15,
    sessionIdleMinutes: 120,
    sessionAbsoluteHours: 12,
    /** Refresh a session's last-seen time at most this often, so reads do not all become writes. */
    sessionTouchSeconds: 60,
    tokenBytes: 32,
  },
  password: { min: 8, max: 128 },
  notifications: { badgeCap: 99 },
  ticket: {
    subjectMin: 5,
    subjectMax: 255,
    descriptionMin: 20,
    descriptionMax: 5000,
    responseMin: 5,
    responseMax: 5000,
    deleteReasonMax: 500,
  },
  category: {
    nameMin: 3,
    nameMax: 255,
    descriptionMax: 1000,
    slaMinHours: 1,
    slaMaxHours: 168,
    slaDefaultHours: 24,
    priorityLevelMin: 1,
    priorityLevelMax: 4,
  },
  crisisNumbers: { emergency: '911', crisisLine: '988', textLine: '741741' },
} as const;
