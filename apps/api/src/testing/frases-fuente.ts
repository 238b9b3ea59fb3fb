// The sentences the API can send, read from its sources and the contract's (docs/idiomas.md, "El
// servidor"): the texts given to the error classes, to `message:` and zod's `error:`/`message:`, and the
// `MENSAJE*` constants. A `${…}` in a template literal comes back as `{0}`, `{1}`… so a test can fill it
// with sample values and check that the catalogue recognises the sentence; the source of each hole is
// kept (`expresiones`) so that a test can fill a date with a date. A sentence joined with `+` is read
// whole, each branch of a `?:` in it as its own sentence.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FraseFuente {
  archivo: string;
  linea: number;
  /** The text, each `${…}` replaced by `{i}`. */
  texto: string;
  huecos: number;
  /** The source of each hole, in order (`diaYHora(fecha)`, `evento.Victim.GuildName || 'ningún gremio'`). */
  expresiones: string[];
}

type Texto = Omit<FraseFuente, 'archivo' | 'linea'>;

const ERRORES = new Set([
  'AppError',
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'Conflict',
  'ServiceUnavailable',
  'GatewayTimeout',
]);
const PROPIEDADES = new Set(['message', 'error', 'motivo', 'mensaje']);
/** The constants and helpers that hold or build a sentence: `MENSAJE_…`, `MENSAJES`, `mensajeX(…)`. */
const MENSAJERO = /^(MENSAJE|mensaje[A-Z]|message$|mensaje$)/;

function archivos(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'testing' || e.name === 'mensajes' ? [] : archivos(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

function textoDe(n: ts.Node): Texto | undefined {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return { texto: n.text, huecos: 0, expresiones: [] };
  if (ts.isTemplateExpression(n)) {
    let texto = n.head.text;
    n.templateSpans.forEach((s, i) => (texto += `{${i}}${s.literal.text}`));
    return { texto, huecos: n.templateSpans.length, expresiones: n.templateSpans.map((s) => s.expression.getText()) };
  }
  if (ts.isConditionalExpression(n)) return textoDe(n.whenTrue) ?? textoDe(n.whenFalse);
  return undefined;
}

/** A template literal whose holes are filled, except a `?:` of texts, read as each of its branches. */
function plantilla(n: ts.TemplateExpression): Texto[] {
  let salida: Texto[] = [{ texto: n.head.text, huecos: 0, expresiones: [] }];
  for (const span of n.templateSpans) {
    let e: ts.Expression = span.expression;
    while (ts.isParenthesizedExpression(e)) e = e.expression;
    const ramas = ts.isConditionalExpression(e) ? textosDe(e) : [];
    const hueco = ramas.length > 0 ? ramas : [{ texto: '{0}', huecos: 1, expresiones: [span.expression.getText()] }];
    const literal: Texto = { texto: span.literal.text, huecos: 0, expresiones: [] };
    salida = salida.flatMap((a) => hueco.map((b) => unir(unir(a, b), literal)));
  }
  return salida;
}

/** `a` then `b`: `b`'s holes numbered after `a`'s. */
function unir(a: Texto, b: Texto): Texto {
  const texto = b.texto.replace(/\{(\d+)\}/g, (_, i: string) => `{${Number(i) + a.huecos}}`);
  return { texto: a.texto + texto, huecos: a.huecos + b.huecos, expresiones: [...a.expresiones, ...b.expresiones] };
}

/** A side of `a + b`: its texts, or a hole when it is not text (a variable, a call). */
const sumando = (n: ts.Node): Texto[] => {
  const textos = textosDe(n);
  return textos.length > 0 ? textos : [{ texto: '{0}', huecos: 1, expresiones: [n.getText()] }];
};

/** Both branches of `a ? 'x' : 'y'`, every literal of a chain, a sentence joined with `+`. */
function textosDe(n: ts.Node): Texto[] {
  if (ts.isTemplateExpression(n)) return plantilla(n);
  if (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n)) return textosDe(n.expression);
  if (ts.isArrowFunction(n)) return ts.isBlock(n.body) ? retornos(n.body) : textosDe(n.body);
  if (ts.isObjectLiteralExpression(n)) {
    return n.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? textosDe(p.initializer) : []));
  }
  if (ts.isConditionalExpression(n)) return [...textosDe(n.whenTrue), ...textosDe(n.whenFalse)];
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.BarBarToken) return textosDe(n.right);
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const derecha = sumando(n.right);
    return sumando(n.left).flatMap((a) => derecha.map((b) => unir(a, b)));
  }
  const t = textoDe(n);
  return t ? [t] : [];
}

/** What the `return`s of a function body give. */
function retornos(cuerpo: ts.Block): Texto[] {
  const salida: Texto[] = [];
  const visitar = (n: ts.Node) => {
    if (ts.isReturnStatement(n) && n.expression) salida.push(...textosDe(n.expression));
    else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visitar);
  };
  ts.forEachChild(cuerpo, visitar);
  return salida;
}

/** A sentence, not a code, a path or a key: it has a space and a letter. */
const esFrase = (t: string) => /\s/.test(t.trim()) && /\p{L}/u.test(t);

export function frasesDe(archivo: string, codigo: string): FraseFuente[] {
  const src = ts.createSourceFile(archivo, codigo, ts.ScriptTarget.ES2023, true);
  const salida: FraseFuente[] = [];
  const anotar = (n: ts.Node) => {
    for (const t of textosDe(n)) {
      if (esFrase(t.texto)) salida.push({ archivo, linea: src.getLineAndCharacterOfPosition(n.getStart()).line + 1, ...t });
    }
  };
  const visitar = (n: ts.Node) => {
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && ERRORES.has(n.expression.text) && n.arguments?.length) {
      anotar(n.arguments[n.arguments.length - 1]!);
    } else if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && PROPIEDADES.has(n.name.text)) {
      anotar(n.initializer);
    } else if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && MENSAJERO.test(n.name.text) && n.initializer) {
      anotar(n.initializer);
    } else if (ts.isFunctionDeclaration(n) && n.name && MENSAJERO.test(n.name.text) && n.body) {
      for (const t of retornos(n.body)) {
        if (esFrase(t.texto)) salida.push({ archivo, linea: src.getLineAndCharacterOfPosition(n.getStart()).line + 1, ...t });
      }
    }
    ts.forEachChild(n, visitar);
  };
  visitar(src);
  return salida;
}

export function frasesFuente(raices: string[]): FraseFuente[] {
  return raices.flatMap((r) => archivos(r)).flatMap((a) => frasesDe(a, fs.readFileSync(a, 'utf8')));
}
