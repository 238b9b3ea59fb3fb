// Text layout checks shared by the specs.
import type { Locator } from '@playwright/test';

/**
 * The words of the cells that were split across two lines («MIEM|BRO»): a word is one text range; split,
 * it has a rectangle on each line.
 */
export async function palabrasPartidas(celdas: Locator): Promise<string[]> {
  return celdas.evaluateAll((tds) =>
    tds.flatMap((td) => {
      const partidas: string[] = [];
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lineas = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lineas.size > 1) partidas.push(m[0]);
        }
      }
      return partidas;
    }),
  );
}
