// PrimeReact widgets in jsdom: a Dropdown's panel stays `display: none`, so options are found hidden.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the Dropdown whose input is labelled `label` (within `scope`). */
async function openDropdown(user: UserEvent, label: string, scope: HTMLElement) {
  const input = [...scope.querySelectorAll<HTMLInputElement>('input')].find((i) => i.labels?.[0]?.textContent === label);
  if (!input) throw new Error(`sin campo ${label}`);
  await user.click(input.closest('.p-dropdown')!);
}

const items = () => screen.queryAllByRole('option', { hidden: true }).filter((e) => e.classList.contains('p-dropdown-item'));

/** Opens the Dropdown labelled `label` and picks an option. */
export async function choose(user: UserEvent, label: string, option: string, scope: HTMLElement = document.body) {
  await openDropdown(user, label, scope);
  const item = await waitFor(() => {
    const found = screen
      .getAllByRole('option', { name: option, hidden: true })
      .find((e) => e.classList.contains('p-dropdown-item'));
    if (!found) throw new Error(`sin opción ${option}`);
    return found;
  });
  await user.click(item);
}

/** The option labels of the Dropdown labelled `label`, once open. */
export async function dropdownOptions(user: UserEvent, label: string) {
  await openDropdown(user, label, document.body);
  return waitFor(() => {
    const found = items();
    if (found.length === 0) throw new Error('sin opciones');
    return found.map((e) => e.textContent);
  });
}
