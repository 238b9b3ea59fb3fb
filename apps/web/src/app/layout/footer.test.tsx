import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { usarIdioma } from '../../testing/idioma';
import { Footer } from './footer';

describe('Footer in each language', () => {
  it('Spanish by default, with the spec date format', () => {
    render(<Footer />);
    expect(screen.getByRole('navigation', { name: 'Canales de la comunidad' })).toBeInTheDocument();
    expect(screen.getByText(/Última actualización: \d+ de [a-z]+ del \d{4}/)).toBeInTheDocument();
  });
  it('English: texts and the date', async () => {
    await usarIdioma('en');
    render(<Footer />);
    expect(screen.getByRole('navigation', { name: 'Community channels' })).toBeInTheDocument();
    expect(screen.getByText(/Last update: [A-Z][a-z]+ \d+, \d{4}/)).toBeInTheDocument();
  });
  it('Português: texts and the date', async () => {
    await usarIdioma('pt-BR');
    render(<Footer />);
    expect(screen.getByText(/Última atualização: \d+ de [a-zç]+ de \d{4}/)).toBeInTheDocument();
  });
});
