// The count screens' way back to the list of counts (the page header's back link).
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@app/components/button';

export function BackToCounts() {
  return (
    <Link to="/stocktakes" className={buttonClasses('ghost', '-ml-3')}>
      ← Sayımlar
    </Link>
  );
}
