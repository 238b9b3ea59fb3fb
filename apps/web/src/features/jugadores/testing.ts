// Test helpers of this feature (PrimeReact widgets in jsdom).
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the PrimeReact Dropdown labelled `label` and picks an option (jsdom keeps the panel `display: none`). */
export async function choose(user: UserEvent, label: string, option: string, scope: HTMLElement = document.body) {
  const input = [...scope.querySelectorAll<HTMLInputElement>('input')].find((i) => i.labels?.[0]?.textContent === label);
  if (!input) throw new Error(`sin campo ${label}`);
  await user.click(input.closest('.p-dropdown')!);
  const item = await waitFor(() => {
    const found = screen
      .getAllByRole('option', { name: option, hidden: true })
      .find((e) => e.classList.contains('p-dropdown-item'));
    if (!found) throw new Error(`sin opción ${option}`);
    return found;
  });
  await user.click(item);
}
