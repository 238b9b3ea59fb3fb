// ESLint rule `reparto/sin-texto-suelto` (docs/idiomas.md, "No text left behind"): every text a user
// sees comes from a catalogue (`t('clave')`), never written where it is used. It flags, in the web's
// source (catalogue folders `textos/` and tests excepted):
//   - JSX text with a letter in it;
//   - a string (or a template's fixed part) with a letter given to a visible attribute or prop
//     (aria-label, title, placeholder, alt, label, header, …), directly or inside `{…}`;
//   - a string with a letter as a JSX child `{'…'}`;
//   - the same in an object property of those names (`{ label: 'Pagar' }`, menu and column tables);
//   - anywhere, a string with a Spanish mark (á é í ó ú ñ ü ¿ ¡): Spanish prose has no other home.
// A text that is not language (a brand name, a unit) goes in the catalogue too, or carries an
// `eslint-disable-next-line reparto/sin-texto-suelto -- why` comment.

/** Props and properties whose string is shown to (or read out for) the user. */
export const VISIBLES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'header',
  'footer',
  'summary',
  'detail',
  'emptyMessage',
  'acceptLabel',
  'rejectLabel',
  'message',
  'tooltip',
  'caption',
  'legend',
  'titulo',
  'texto',
  'etiqueta',
  'ariaLabel',
  'nombreAccesible',
  'descripcion',
  'vacio',
  'hint',
  'ayuda',
]);

const LETRA = /\p{L}/u;
const ESPANOL = /[áéíóúñüÁÉÍÓÚÑÜ¿¡]/u;

function textoDe(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'ConditionalExpression') return [textoDe(node.consequent), textoDe(node.alternate)].filter(Boolean).join(' ');
  if (node.type === 'LogicalExpression') return textoDe(node.right);
  return undefined;
}

const nombreDe = (key) => (key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? String(key.value) : undefined);

const regla = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible texts come from the catalogues (docs/idiomas.md)' },
    messages: {
      suelto: "Texto visible fuera del catálogo: «{{texto}}». Póngalo en textos/es.ts (y pt-BR, en) y use t('…').",
    },
    schema: [],
  },
  create(context) {
    const informar = (node, texto) => context.report({ node, messageId: 'suelto', data: { texto: texto.trim().slice(0, 40) } });
    const visible = (node, valor) => {
      const texto = textoDe(valor);
      if (texto !== undefined && LETRA.test(texto)) informar(node, texto);
    };
    return {
      JSXText(node) {
        if (LETRA.test(node.value)) informar(node, node.value);
      },
      JSXAttribute(node) {
        const nombre = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!nombre || !VISIBLES.has(nombre) || !node.value) return;
        visible(node, node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') visible(node, node.expression);
      },
      Property(node) {
        const nombre = nombreDe(node.key);
        if (nombre && VISIBLES.has(nombre)) visible(node, node.value);
      },
      Literal(node) {
        if (typeof node.value === 'string' && ESPANOL.test(node.value)) informar(node, node.value);
      },
      TemplateElement(node) {
        const texto = node.value.cooked ?? '';
        if (ESPANOL.test(texto)) informar(node, texto);
      },
    };
  },
};

export default { rules: { 'sin-texto-suelto': regla } };
