import { initials } from '@shared/format';

export function UserAvatar({ firstName, lastName }: { firstName: string; lastName: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
    >
      {initials(firstName, lastName)}
    </span>
  );
}
