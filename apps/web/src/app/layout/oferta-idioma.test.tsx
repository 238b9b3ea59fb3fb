import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fijarIdioma, idiomaActual } from '../../lib/i18n/idioma';
import { OfertaIdioma } from './oferta-idioma';

function navegadorPrefiere(...idiomas: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(idiomas);
}

afterEach(() => vi.restoreAllMocks());

describe('OfertaIdioma', () => {
  it('no offer when the browser prefers Spanish, or none of our languages', () => {
    navegadorPrefiere('es-AR', 'pt-BR');
    const { container, unmount } = render(<OfertaIdioma />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    navegadorPrefiere('fr-FR', 'de');
    expect(render(<OfertaIdioma />).container).toBeEmptyDOMElement();
  });

  it('a Portuguese browser: the app stays Spanish, with one line in Portuguese that switches', async () => {
    navegadorPrefiere('pt-BR', 'en');
    render(<OfertaIdioma />);
    expect(idiomaActual()).toBe('es');
    const oferta = screen.getByRole('region', { name: 'Idioma sugerido' });
    expect(oferta).toHaveAttribute('lang', 'pt-BR');
    expect(oferta).toHaveTextContent('Este aplicativo também está em português.');
    await userEvent.click(screen.getByRole('button', { name: 'Mudar para português' }));
    await waitFor(() => expect(idiomaActual()).toBe('pt-BR'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('an English browser: «Not now» dismisses it, and the dismissal is remembered', async () => {
    navegadorPrefiere('fr', 'en-US');
    const { unmount } = render(<OfertaIdioma />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(idiomaActual()).toBe('es');
    unmount();
    render(<OfertaIdioma />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('no offer once a language was chosen in this browser (even Spanish)', () => {
    fijarIdioma('es');
    navegadorPrefiere('pt-BR');
    expect(render(<OfertaIdioma />).container).toBeEmptyDOMElement();
  });
});
