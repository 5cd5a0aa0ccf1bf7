/** The wellness check-in's tables (migration 0029, decision 0033). */

/** A student's daily check-in; `day` is the date in the university's time zone (migration 0029). */
export interface WellnessCheckinsTable {
  student_id: number;
  day: string;
  mood: number;
  stress: number;
  sleep: number;
  energy: number;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** Present while the student shares their check-ins with their counselor. */
export interface WellnessSharingTable {
  student_id: number;
  created_at: string;
}

export interface WellnessDatabase {
  wellness_checkins: WellnessCheckinsTable;
  wellness_sharing: WellnessSharingTable;
}
