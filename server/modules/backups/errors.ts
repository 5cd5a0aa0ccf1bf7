/** A backup the hub will not restore (unreadable, from another database kind or another schema): a 422. */
export class BackupRefused extends Error {}
