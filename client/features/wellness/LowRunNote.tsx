/** For the counselor reading a shared trend: the same low-run rule the student's own tab uses (decision 0033). */
export function LowRunNote({ name }: { name: string }) {
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {name}’s last three check-ins, on three days in a row, had a low mood (1 or 2 of 5).
    </p>
  );
}
