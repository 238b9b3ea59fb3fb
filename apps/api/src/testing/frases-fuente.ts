// The sentences the API can send, read from its sources and the contract's (docs/idiomas.md, "El
// servidor"): the texts given to the error classes, to `message:` and zod's `error:`/`message:`, and the
// `MENSAJE*` constants. A `${…}` in a template literal comes back as `{0}`, `{1}`… so a test can fill it
// with sample values and check that the catalogue recognises the sentence.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FraseFuente {
  archivo: string;
  linea: number;
  /** The text, each `${…}` replaced by `{i}`. */
  texto: string;
  huecos: number;
}

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

function textoDe(n: ts.Node): { texto: string; huecos: number } | undefined {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return { texto: n.text, huecos: 0 };
  if (ts.isTemplateExpression(n)) {
    let texto = n.head.text;
    n.templateSpans.forEach((s, i) => (texto += `{${i}}${s.literal.text}`));
    return { texto, huecos: n.templateSpans.length };
  }
  if (ts.isConditionalExpression(n)) return textoDe(n.whenTrue) ?? textoDe(n.whenFalse);
  return undefined;
}

/** Both branches of `a ? 'x' : 'y'`, every literal of a chain. */
function textosDe(n: ts.Node): { texto: string; huecos: number }[] {
  if (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n)) return textosDe(n.expression);
  if (ts.isArrowFunction(n)) return ts.isBlock(n.body) ? retornos(n.body) : textosDe(n.body);
  if (ts.isObjectLiteralExpression(n)) {
    return n.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? textosDe(p.initializer) : []));
  }
  if (ts.isConditionalExpression(n)) return [...textosDe(n.whenTrue), ...textosDe(n.whenFalse)];
  if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.BarBarToken) return textosDe(n.right);
  const t = textoDe(n);
  return t ? [t] : [];
}

/** What the `return`s of a function body give. */
function retornos(cuerpo: ts.Block): { texto: string; huecos: number }[] {
  const salida: { texto: string; huecos: number }[] = [];
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
