// The worst loot pastes (docs/performance.md, "The worst loot paste"; docs/botin.md, "Límites"): the
// largest bodies `POST /api/precios/valorarBotin` accepts, one of bad lines and of every distinct item
// id the cap allows (apps/api/src/testing/botin-peor.ts, the same the API's tests send), one of the most
// valid lines, each posted over and over by one client while four others read a member's regear deaths
// (`GET /api/regear/muertes`, priced by the same market client). Measured: each paste's answer (status,
// bytes), the API's resident memory sampled every 20 ms during the pastes, and the deaths endpoint's
// p99 with and without the pastes, plus its first answer in each phase, which asks the price service
// for items no earlier request asked (a regear lookup queued behind the paste's would show there).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  EQUIPO_T8,
  FAKE_GUILD_ID,
  FAKE_GUILD_NAME,
  objeto,
  startFakeGameinfo,
} from '../../apps/api/src/testing/fake-gameinfo.js';
import type { FakeGameinfo, FakePlayer, ObjetoFake } from '../../apps/api/src/testing/fake-gameinfo.js';
import type { FakePrecios } from '../../apps/api/src/testing/fake-precios.js';
import { peakRssMb } from './processes.js';

/** The pastes' generator (the API's tests use it too), loaded by name: without it the scenario is skipped. */
interface Generador {
  cuerpoBotin(texto: string, extra?: Record<string, unknown>): string;
  registroBotinPeor(): string;
  registroBotinValidoPeor(): string;
}
const GENERADOR = '../../apps/api/src/testing/botin-peor.js';

/** Targets of the issue: the answer, the API's peak RSS while pastes run, the deaths' p99 unchanged. */
export const TARGET_PEOR = { respuestaBytes: 1_000_000, rssMb: 300, p99Factor: 1.5, p99HolguraMs: 25 };

/**
 * The fake killboard (ALBION_API_BASE): two of the guild's players with 10 deaths each, of different
 * items. The phases read the first without pastes, the second during them.
 */
export async function killboardBanco(nicknames: string[]): Promise<FakeGameinfo> {
  const jugadores: FakePlayer[] = nicknames.map((Name, i) => ({
    Id: `pbench${String(i).padStart(17, '0')}`,
    Name,
    GuildId: FAKE_GUILD_ID,
    GuildName: FAKE_GUILD_NAME,
  }));
  const fake = await startFakeGameinfo(jugadores, []);
  jugadores.forEach((j, i) => {
    // The second player's gear is one tier lower: other item ids, so a price lookup of its own.
    const equipment = Object.fromEntries(
      Object.entries(EQUIPO_T8).map(([slot, o]) => [slot, o && i > 0 ? bajarTier(o) : o]),
    ) as Record<string, ObjetoFake | null>;
    for (let k = 0; k < 10; k++) {
      fake.addDeath({
        eventId: 900_000 + i * 100 + k,
        victim: { Id: j.Id, Name: j.Name },
        timeStamp: new Date(Date.now() - (k + 1) * 3_600_000).toISOString(),
        equipment,
      });
    }
  });
  return fake;
}

const bajarTier = (o: ObjetoFake): ObjetoFake =>
  objeto(
    o.Type.replace(/^T(\d)/, (_, t: string) => `T${Number(t) - 1}`),
    o.Quality,
    o.Count,
  );

export interface PeorMedido {
  pegados: { nombre: string; bytes_cuerpo: number; estado: number; bytes_respuesta: number; ms: number[] }[];
  rss_max_durante_mb: number;
  rss_hwm_mb: number;
  muertes: {
    sin_pegados: Latencias;
    con_pegados: Latencias;
  };
  cumple: { respuesta: boolean; rss: boolean; p99: boolean };
}

interface Latencias {
  primera_ms: number;
  p50_ms: number;
  p99_ms: number;
  peticiones: number;
  errores: number;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};

/** `segundos` of deaths requests by `clientes` clients one after another; the first is timed apart. */
async function leerMuertes(apiBase: string, token: string, nickname: string, segundos: number, clientes = 4): Promise<Latencias> {
  const pedir = async () => {
    const t0 = performance.now();
    const res = await fetch(`${apiBase}/api/regear/muertes?nickname=${encodeURIComponent(nickname)}`, {
      headers: { 'x-token': token },
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, ok: res.status === 200, status: res.status };
  };
  const primera = await pedir();
  if (!primera.ok) throw new Error(`GET /api/regear/muertes respondió ${primera.status}`);
  const ms: number[] = [];
  let errores = 0;
  const fin = Date.now() + segundos * 1000;
  await Promise.all(
    Array.from({ length: clientes }, async () => {
      while (Date.now() < fin) {
        const r = await pedir();
        ms.push(r.ms);
        if (!r.ok) errores++;
      }
    }),
  );
  const r = (n: number) => Math.round(n * 10) / 10;
  return { primera_ms: r(primera.ms), p50_ms: r(pct(ms, 50)), p99_ms: r(pct(ms, 99)), peticiones: ms.length, errores };
}

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** The scenario; `segundos` per phase. */
export async function medirBotinPeor(
  apiBase: string,
  tokens: { encargado: string; lider: string },
  pid: number,
  segundos: number,
  miembros: string[],
  precios: FakePrecios,
  /** How long the local price service takes per answer (ms; the smoke run: 0, to stay short). */
  demoraPreciosMs = 50,
  /**
   * Post each body over and over while the deaths are read (the measurement), or once (the smoke run:
   * it proves the worst pastes are answered, and an 8 MB paste repeated for the phase cost CI a minute).
   */
  repetir = true,
): Promise<PeorMedido | undefined> {
  const g = (await import(GENERADOR).catch(() => undefined)) as Generador | undefined;
  if (!g) {
    console.warn(`  ! sin ${GENERADOR}: no se mide el peor pegado de botín`);
    return undefined;
  }
  const { cuerpoBotin, registroBotinPeor, registroBotinValidoPeor } = g;
  const [sinPegados, conPegados] = miembros;
  // A real price service answers in tens of milliseconds: a lookup queued behind others waits.
  const demora = precios.demoraMs;
  precios.demoraMs = demoraPreciosMs;
  process.stdout.write(`  peor pegado de botín (3 × ${segundos} s) …`);
  const muertesSin = await leerMuertes(apiBase, tokens.lider, sinPegados!, segundos);

  // The smoke run posts only the valid lines: the distinct ids' body spends about a minute waiting on the
  // price lane of the loot paste (1 request a second, by design: docs/botin.md), and its answer is the
  // API suite's to check (modules/botin/botin.test.ts, «the worst paste the body limit allows»).
  const cuerpos = [
    ...(repetir
      ? [{ nombre: 'líneas malas e ids distintos', cuerpo: cuerpoBotin(registroBotinPeor(), { gremio: 'Gremio' }) }]
      : []),
    { nombre: 'líneas válidas', cuerpo: cuerpoBotin(registroBotinValidoPeor()) },
  ];
  const pegados = cuerpos.map((c) => ({
    nombre: c.nombre,
    bytes_cuerpo: Buffer.byteLength(c.cuerpo),
    estado: 0,
    bytes_respuesta: 0,
    ms: [] as number[],
  }));
  let rssMax = rssMb(pid);
  const muestreo = setInterval(() => (rssMax = Math.max(rssMax, rssMb(pid))), 20);
  // One body at a time, posted over and over by one client while the deaths are read; then the next.
  const fase = async (i: number): Promise<Latencias> => {
    let parar = false;
    const p = pegados[i]!;
    const pegar = async () => {
      for (let vez = 0; vez === 0 || (repetir && !parar); vez++) {
        const t0 = performance.now();
        const res = await fetch(`${apiBase}/api/precios/valorarBotin`, {
          method: 'POST',
          // A new Idempotency-Key never repeats an answer: each paste is valued again.
          headers: { 'content-type': 'application/json', 'x-token': tokens.encargado, 'idempotency-key': randomUUID() },
          body: cuerpos[i]!.cuerpo,
        });
        const bytes = (await res.arrayBuffer()).byteLength;
        p.ms.push(Math.round(performance.now() - t0));
        p.estado = res.status;
        p.bytes_respuesta = Math.max(p.bytes_respuesta, bytes);
      }
    };
    const cliente = pegar();
    try {
      // The paste is being read and valued when the regear's first lookup starts.
      await new Promise((r) => setTimeout(r, 300));
      return await leerMuertes(apiBase, tokens.lider, conPegados!, segundos);
    } finally {
      parar = true;
      await cliente;
    }
  };
  let muertesCon: Latencias;
  try {
    const fases: Latencias[] = [];
    for (let i = 0; i < cuerpos.length; i++) fases.push(await fase(i));
    muertesCon = {
      primera_ms: fases[0]!.primera_ms,
      p50_ms: Math.max(...fases.map((f) => f.p50_ms)),
      p99_ms: Math.max(...fases.map((f) => f.p99_ms)),
      peticiones: fases.reduce((a, f) => a + f.peticiones, 0),
      errores: fases.reduce((a, f) => a + f.errores, 0),
    };
  } finally {
    clearInterval(muestreo);
    precios.demoraMs = demora;
  }
  rssMax = Math.max(rssMax, rssMb(pid));
  const p99Limite = muertesSin.p99_ms * TARGET_PEOR.p99Factor + TARGET_PEOR.p99HolguraMs;
  const medido: PeorMedido = {
    pegados,
    rss_max_durante_mb: rssMax,
    rss_hwm_mb: peakRssMb(pid),
    muertes: { sin_pegados: muertesSin, con_pegados: muertesCon },
    cumple: {
      respuesta: pegados.every((p) => p.estado > 0 && p.estado < 500 && p.bytes_respuesta <= TARGET_PEOR.respuestaBytes),
      rss: rssMax <= TARGET_PEOR.rssMb,
      p99: muertesCon.p99_ms <= p99Limite && muertesCon.primera_ms <= Math.max(p99Limite, muertesSin.primera_ms * 2),
    },
  };
  console.log(
    ` pegados ${pegados.map((p) => `${p.estado}/${p.bytes_respuesta} B × ${p.ms.length}`).join(', ')}; RSS máx. ${rssMax} MB; ` +
      `muertes p99 ${muertesSin.p99_ms} → ${muertesCon.p99_ms} ms (primera ${muertesSin.primera_ms} → ${muertesCon.primera_ms} ms)`,
  );
  return medido;
}
