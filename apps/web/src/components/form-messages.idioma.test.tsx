import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NicknameSchema } from '@reparto/contract';
import { usarIdioma } from '../testing/idioma';
import { FieldError } from './form-messages';

// A sentence of the contract's schemas (shared with the API) as a form shows it.
const corto = NicknameSchema.safeParse('ab').error!.issues[0]!.message;

describe("FieldError: the contract schemas' sentences in the active language", () => {
  it('Spanish as the schema says it', () => {
    render(<FieldError id="e" message={corto} />);
    expect(screen.getByText('El nickname debe tener al menos 3 caracteres')).toBeInTheDocument();
  });
  it('English and Portuguese through the API catalogues', async () => {
    await usarIdioma('en');
    const { unmount } = render(<FieldError id="e" message={corto} />);
    expect(await screen.findByText('The nickname must have at least 3 characters')).toBeInTheDocument();
    unmount();
    await usarIdioma('pt-BR');
    render(<FieldError id="e" message={corto} />);
    expect(await screen.findByText('O nickname deve ter pelo menos 3 caracteres')).toBeInTheDocument();
  });
});
