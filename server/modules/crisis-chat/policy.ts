import { AppError } from '../../lib/errors';
import type { Viewer } from '../tickets';
import type { ChatRow } from './repository';

/** Who may do what with a crisis chat (decision 0032). A chat someone may not see answers 404. */
export const crisisChatPolicy = {
  /** Only students start a chat: it is theirs, and their name is what anonymity hides. */
  requireStudent(viewer: Viewer): void {
    if (viewer.role !== 'student') throw new AppError('FORBIDDEN', 'Only students can start a crisis chat');
  },
  /** Only counselors go on duty and take chats. */
  requireCounselor(viewer: Viewer): void {
    if (viewer.role !== 'counselor') throw new AppError('FORBIDDEN', 'Only counselors can take crisis chats');
  },
  /**
   * The student whose chat it is, the counselor who took it, every counselor while it waits (they are the
   * ones it rings; the service checks they are on duty) and admins.
   */
  mayView(viewer: Viewer, chat: ChatRow, onDuty: boolean): boolean {
    if (viewer.role === 'admin') return true;
    if (viewer.role === 'student') return chat.student_id === viewer.id;
    if (viewer.role !== 'counselor') return false;
    if (chat.counselor_id === viewer.id) return true;
    return chat.status === 'waiting' && onDuty;
  },
  /** Only the two people in the chat write in it. */
  mayWrite(viewer: Viewer, chat: ChatRow): boolean {
    return chat.student_id === viewer.id || (chat.counselor_id !== null && chat.counselor_id === viewer.id);
  },
  /** The student's name shows to the student, admins, and a counselor once shared or revealed. */
  showsName(viewer: Viewer, chat: ChatRow): boolean {
    if (viewer.role === 'student' || viewer.role === 'admin') return true;
    return chat.anonymous === 0 || chat.name_shared_at !== null || chat.name_revealed_at !== null;
  },
};
