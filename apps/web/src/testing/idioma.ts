// Tests in another language: every catalogue of `idioma` loaded, then the app switched to it (the
// setup file puts Spanish back after each test).
import type { Idioma } from '@reparto/contract';
import { areasDeclaradas, cambiarIdioma } from '../lib/i18n/textos';

export async function usarIdioma(idioma: Idioma): Promise<void> {
  await Promise.all(areasDeclaradas().map((area) => area.cargar(idioma)));
  await cambiarIdioma(idioma);
}
