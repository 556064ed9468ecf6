// The header row of a small table whose rows stack into cards on a phone (the row's cells say what
// they are there, so the header is hidden below `sm`).
export function StackedTableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead className="bg-slate-50 text-left text-slate-600 max-sm:hidden">
      <tr>
        {headers.map((h, i) => (
          <th key={i} scope="col" className="px-3 py-2 font-medium">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
