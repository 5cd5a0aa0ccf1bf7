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
    /** Counselors chosen in the category dialog in one save. */
    counselorsMax: 200,
  },
  /** Product §2.9: counselor specializations and the assignment score. */
  specialization: {
    workloadMin: 1,
    workloadMax: 50,
    workloadDefault: 10,
    ratingMin: 1,
    ratingMax: 5,
    ratingDefault: 3,
    notesMax: 500,
  },
  crisisNumbers: { emergency: '911', crisisLine: '988', textLine: '741741' },
  /** Spec 3 §5 and §9 "Help": FAQs, help categories, suggestions, feedback, search. */
  help: {
    questionMin: 10,
    questionMax: 500,
    answerMin: 20,
    answerMax: 5000,
    categoryNameMin: 3,
    categoryNameMax: 255,
    categoryDescriptionMax: 1000,
    tagsMax: 10,
    tagMax: 50,
    feedbackCommentMax: 500,
    rejectReasonMax: 1000,
    searchMax: 200,
    assistantMessageMax: 2000,
    bulkMax: 100,
    recentSearchesKept: 10,
    recentSearchMin: 2,
    featuredCount: 3,
    popularCount: 5,
    suggestionsPerPage: 20,
    /** Search suggestions: at most 8 in all, 5 recent, 3 popular, 5 suggested. */
    searchSuggestions: { total: 8, recent: 5, popular: 3, suggested: 5 },
  },
  /** Spec 3 §5 and §9 "Resources": the library, its categories, ratings, import and export. */
  resources: {
    titleMin: 5,
    titleMax: 255,
    descriptionMin: 20,
    descriptionMax: 2000,
    categoryNameMin: 3,
    categoryNameMax: 255,
    categoryDescriptionMax: 1000,
    authorNameMax: 255,
    authorBioMax: 1000,
    subcategoryMax: 100,
    durationMax: 50,
    urlMax: 500,
    tagsMax: 10,
    tagMax: 50,
    commentMax: 300,
    noteMax: 500,
    rejectReasonMax: 1000,
    searchMax: 200,
    slugMax: 120,
    perPageDefault: 25,
    perPageMax: 100,
    featuredCount: 6,
    bulkMax: 100,
    /** Import: rows per file (the file's size is also held to the settings' upload limit). */
    importRowsMax: 5000,
    /** Import: characters in one cell. */
    importCellMax: 5000,
  },
  /** A student's safety plan (Stanley-Brown): each of its seven lists. */
  safetyPlan: {
    itemsMax: 20,
    /** Rows a list may arrive with before blank ones are dropped (a form never sends more than itemsMax). */
    rowsMax: 100,
    textMax: 300,
    nameMax: 120,
    phoneMin: 3,
    phoneMax: 40,
    relationshipMax: 60,
    /** Staff one request may share the plan with. */
    sharesMax: 50,
  },
} as const;

/** Product §1.5.2: what may be attached to tickets and responses. */
export const ATTACHMENTS = {
  maxPerTicket: 5,
  maxPerResponse: 3,
  maxBytes: 10 * 1024 * 1024,
  /** Extension -> the types a file of that name may really be. */
  allowedExtensions: {
    pdf: 'application/pdf',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    txt: 'text/plain',
  } as Record<string, string>,
  dangerousExtensions: ['exe', 'bat', 'cmd', 'scr', 'com', 'pif', 'vbs', 'js'],
  accept: '.pdf,.png,.jpg,.jpeg,.gif,.doc,.docx,.txt',
} as const;

/** The messages of product §1.5.2, shared by the submit form and the server. */
export const ATTACHMENT_MESSAGES = {
  tooManyTicket: 'Maximum 5 files allowed',
  tooManyAdding: 'Maximum 5 attachments allowed',
  tooManyResponse: 'Maximum 3 attachments allowed',
  tooLarge: (name: string, megabytes = 10) => `File "${name}" exceeds ${megabytes}MB limit`,
  empty: (name: string) => `File "${name}" is empty`,
  typeNotAllowed: (type: string, name: string) => `File type "${type}" is not allowed for "${name}"`,
  dangerous: (name: string) => `File "${name}" has a potentially dangerous file extension`,
  contentMismatch: (name: string) => `File "${name}" does not contain what its type says`,
} as const;

/** A file name fit to show and store as text: no folders, no control characters, at most 255 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const safe = cleaned.replace(/^\.+/, '').slice(-255);
  return safe.length > 0 ? safe : 'file';
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * What an upload may be: the admin settings' max file size and allowed file types (`maxFileSize`,
 * `allowedFileTypes`), read by the server at each upload and given to the browser with the ticket options.
 */
export interface UploadRules {
  /** Largest file in MB. */
  maxMegabytes: number;
  /** Extensions allowed, each one of ATTACHMENTS.allowedExtensions. */
  extensions: readonly string[];
}

export const DEFAULT_UPLOAD_RULES: UploadRules = {
  maxMegabytes: ATTACHMENTS.maxBytes / (1024 * 1024),
  extensions: Object.keys(ATTACHMENTS.allowedExtensions),
};

export const maxBytesOf = (rules: UploadRules) => rules.maxMegabytes * 1024 * 1024;

/** The file input's `accept` for these rules (".pdf,.png"). */
export const acceptOf = (rules: UploadRules) => rules.extensions.map((ext) => `.${ext}`).join(',');

/** Problems that can be seen without reading the file (name, size), checked in the browser and the server. */
export function attachmentNameAndSizeProblems(
  file: {
    name: string;
    size: number;
    type?: string;
  },
  rules: UploadRules = DEFAULT_UPLOAD_RULES,
): string | null {
  const name = cleanFileName(file.name);
  const ext = extensionOf(name);
  const parts = name.toLowerCase().split('.').slice(1);
  if (parts.some((part) => (ATTACHMENTS.dangerousExtensions as readonly string[]).includes(part))) {
    return ATTACHMENT_MESSAGES.dangerous(name);
  }
  if (!(ext in ATTACHMENTS.allowedExtensions) || !rules.extensions.includes(ext)) {
    return ATTACHMENT_MESSAGES.typeNotAllowed(file.type || ext || 'unknown', name);
  }
  if (file.size === 0) return ATTACHMENT_MESSAGES.empty(name);
  if (file.size > maxBytesOf(rules)) return ATTACHMENT_MESSAGES.tooLarge(name, rules.maxMegabytes);
  return null;
}
