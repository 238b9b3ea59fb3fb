// The sign-in screens in Português and English (docs/idiomas.md): the login card, «Entrar con Discord»,
// the callback's reasons and the first login's confirmation, all from the auth catalogue.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DISCORD_ERRORES } from '@reparto/contract';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';
import { usarIdioma } from '../../testing/idioma';
import LoginPage from './login-page';
import DiscordPage from './discord-page';
import { DiscordButton } from './discord-button';
import es from './textos/es';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.reset();
  window.history.replaceState(null, '', '/');
});

function renderLogin() {
  return render(
    <MemoryRouter>
      <LoginPage />
    </MemoryRouter>,
  );
}

function renderDiscord(search: string) {
  window.history.replaceState(null, '', `/discord${search}`);
  return render(
    <MemoryRouter initialEntries={[`/discord${search}`]}>
      <Routes>
        <Route path="/discord" element={<DiscordPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const PENDIENTE = { codigo: 'n'.repeat(43), discord: 'brun_dc', apodo: 'Brunhild', propuesta: 'brunhild' };

describe('the login card in English', () => {
  it('names its fields and buttons, and explains empty fields in English', async () => {
    await usarIdioma('en');
    renderLogin();
    expect(screen.getByText('Sign in to manage the guild’s silver payouts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View distributions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
    expect(screen.queryByText(/Ingresar|Contraseña|Escriba/)).toBeNull();
  });

  it('offers «Sign in with Discord» when the server has it', async () => {
    await usarIdioma('en');
    vi.spyOn(api, 'get').mockResolvedValue({ data: { ok: true, habilitado: true } });
    render(<DiscordButton />);
    expect(await screen.findByRole('button', { name: 'Sign in with Discord' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
  });
});

describe('the login card in Português', () => {
  it('names its fields and buttons in Portuguese', async () => {
    await usarIdioma('pt-BR');
    renderLogin();
    expect(screen.getByText('Entre para gerenciar a divisão de prata da guilda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver distribuições' })).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
  });
});

describe('the Discord callback in each language', () => {
  it('English: the heading, a reason of the callback and the way back', async () => {
    await usarIdioma('en');
    renderDiscord('?error=no-miembro');
    expect(screen.getByRole('heading', { name: 'Sign in with Discord' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your Discord account is not a member of the guild’s server');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('English: an unknown reason gets the general sentence', async () => {
    await usarIdioma('en');
    renderDiscord('?error=toString');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not sign in with Discord; please try again');
  });

  it('Português: the first login confirms its player', async () => {
    await usarIdioma('pt-BR');
    vi.spyOn(api, 'post').mockResolvedValue({ data: { ok: true, pendiente: PENDIENTE } });
    renderDiscord(`?codigo=${'c'.repeat(43)}`);
    expect(await screen.findByText(/coincide com o jogador «brunhild»/)).toBeInTheDocument();
    expect(screen.getByText(/^Olá, brun_dc\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname no Albion Online')).toHaveValue('brunhild');
    expect(screen.getByRole('button', { name: 'Confirmar jogador' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelar e voltar para o login' })).toBeInTheDocument();
  });
});

describe('the Spanish reasons of the callback', () => {
  it('are the contract’s DISCORD_ERRORES, word for word', () => {
    expect([
      es['error.denegado'],
      es['error.estado'],
      es['error.codigo'],
      es['error.noMiembro'],
      es['error.caido'],
      es['error.ocupado'],
      es['error.noConfigurado'],
      es['error.limite'],
      es['error.invalido'],
      es['error.error'],
      es['error.navegador'],
    ]).toEqual(Object.values(DISCORD_ERRORES));
  });
});
