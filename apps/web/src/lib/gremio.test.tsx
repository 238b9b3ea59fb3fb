// A guild's pages live under `/g/{slug}` (docs/alianzas.md, «Muchos gremios»): the router's basename and
// the API the page calls come from the URL; the default guild's URLs are unchanged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { apiDeGremio, basenameDeGremio } from './gremio';
import { api } from './api-client';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the guild of the page', () => {
  it('a guild’s path gives the router its basename and the API its prefix', () => {
    expect(basenameDeGremio('/g/segundo/distribucion')).toBe('/g/segundo');
    expect(basenameDeGremio('/g/segundo')).toBe('/g/segundo');
    expect(apiDeGremio('/g/segundo/mi-cuenta')).toBe('/api/g/segundo');
  });

  it('the default guild’s paths keep no basename and call /api', () => {
    expect(basenameDeGremio('/distribucion')).toBeUndefined();
    expect(basenameDeGremio('/')).toBeUndefined();
    expect(basenameDeGremio('/gremios')).toBeUndefined();
    expect(apiDeGremio('/distribucion/jugador/g')).toBe('/api');
  });

  it('the API client calls the addressed guild’s API', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }));
    window.history.replaceState(null, '', '/g/segundo/distribucion');
    await api.get('/periodos');
    expect(fetch.mock.calls[0]![0]).toBe('/api/g/segundo/periodos');
    window.history.replaceState(null, '', '/distribucion');
    await api.get('/periodos');
    expect(fetch.mock.calls[1]![0]).toBe('/api/periodos');
  });
});

describe('the router under a guild’s address', () => {
  it('routes the page within the basename and writes its links under it', () => {
    window.history.replaceState(null, '', '/g/segundo/mi-cuenta');
    render(
      <BrowserRouter basename={basenameDeGremio()}>
        <Routes>
          <Route path="/mi-cuenta" element={<Link to="/distribucion">periodos</Link>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'periodos' })).toHaveAttribute('href', '/g/segundo/distribucion');
  });
});
