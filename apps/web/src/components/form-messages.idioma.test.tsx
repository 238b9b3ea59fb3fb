import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CrearDistribucionRequestSchema, NicknameSchema } from '@reparto/contract';
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
  it('a message with a value says its field and its number in the language; any other text as it is', async () => {
    const item = { idDistribucion: 123456, idPeriodoDist: 1, silver: 1, motivo: 'x'.repeat(201), email: 'a@b.c', jugadores: [1] };
    const largo = CrearDistribucionRequestSchema.safeParse([item]).error!.issues[0]!.message;
    expect(largo).toBe('El motivo admite como máximo 200 caracteres');
    await usarIdioma('pt-BR');
    const { unmount } = render(<FieldError id="e" message={largo} />);
    expect(await screen.findByText('O motivo aceita no máximo 200 caracteres')).toBeInTheDocument();
    unmount();
    await usarIdioma('en');
    render(<FieldError id="e" message="Un texto que ningún esquema dice" />);
    expect(screen.getByText('Un texto que ningún esquema dice')).toBeInTheDocument();
  });
});
