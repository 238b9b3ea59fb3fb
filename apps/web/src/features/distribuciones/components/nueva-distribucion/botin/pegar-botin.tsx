// «Pegar registro de botín» in the breakdown (docs/botin.md): the text of an AO Loot Logger file (pasted,
// or read from the file), filtered to our guild's loot (by the guild's name, and by the imported
// attendance session's participants within its hours) within an optional time window, valued by the API
// at market prices and «% vendido»; what each filter left out is said, and the time filter can be dropped.
// «Usar como valor del botín» puts the value in the breakdown and keeps the stored valuation's id, which
// the new distribution links; a $0 valuation cannot be used (it would erase the typed value).
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { BOTIN_TEXTO_MAX, type PortadorDelRegistro, type ValoracionBotin, type ValorarBotinItem } from '@reparto/contract';
import { useToast } from '../../../../../components/toast';
import { useTextos } from '../../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../../textos';
import { useValorarBotin } from '../../../api/valorar-botin';
import { ResultadoBotin, type PreciosEscritos } from './resultado-botin';
import { FiltroBotin } from './filtro-botin';
import './botin.css';

/** The lines of a text, counted without splitting it (a log can be 5 MB); a final empty line is not one. */
function contarLineas(texto: string): number {
  if (texto === '') return 0;
  let n = 1;
  for (let i = texto.indexOf('\n'); i !== -1; i = texto.indexOf('\n', i + 1)) n++;
  return texto.endsWith('\n') ? n - 1 : n;
}

/** A `datetime-local` value (local time) as the wire's ISO date; undefined when empty or unreadable. */
function isoDe(local: string): string | undefined {
  if (local === '') return undefined;
  const fecha = new Date(local);
  return Number.isNaN(fecha.getTime()) ? undefined : fecha.toISOString();
}

/** The request as the form says it now; `sinHora`: the session's own hours do not filter. */
function peticionBotin(
  campos: { texto: string; gremio: string; desde: string; hasta: string; pct: number | null },
  idSesion: number | null | undefined,
  precios: PreciosEscritos,
  resultado: ValoracionBotin | null,
  sinHora: boolean,
): ValorarBotinItem {
  const gremio = campos.gremio.trim();
  const desde = isoDe(campos.desde);
  const hasta = isoDe(campos.hasta);
  // Only the prices of items still without a market price, typed as silver.
  const sinPrecio = new Set(resultado?.items.filter((i) => i.sin_precio).map((i) => i.item));
  const lista = Object.entries(precios)
    .filter((e): e is [string, number] => e[1] !== null && sinPrecio.has(e[0]))
    .map(([item, precio]) => ({ item, precio }));
  return {
    texto: campos.texto,
    ...(idSesion ? { idSesion } : {}),
    ...(gremio ? { gremio } : {}),
    ...(desde ? { desde } : {}),
    ...(hasta ? { hasta } : {}),
    ...(idSesion && sinHora && !desde && !hasta ? { ventanaDeSesion: false } : {}),
    pctVendido: campos.pct ?? 100,
    ...(lista.length > 0 ? { precios: lista } : {}),
  };
}

/** Whether two requests are the same (the text compared as it is, never serialized again). */
const mismaPeticion = (a: ValorarBotinItem, b: ValorarBotinItem) =>
  a.texto === b.texto && JSON.stringify({ ...a, texto: '' }) === JSON.stringify({ ...b, texto: '' });

/**
 * The valuation's looters for «Tomar del registro de botín»; the looters past the answer's cap become one
 * entry with no name (it matches no player, so its silver is said apart).
 */
export const registroDePortadores = (v: ValoracionBotin): PortadorDelRegistro[] =>
  v.portadores_otros > 0 ? [...v.portadores, { nombre: '', valor: v.portadores_otros }] : v.portadores;

export function PegarBotin({
  idSesion,
  onUsar,
}: {
  /** The imported attendance session: its participants' loot counts (else the guild's, by name). */
  idSesion?: number | null | undefined;
  /** «Usar como valor del botín»: the value, and the stored valuation it came from. */
  /** «Usar como valor del botín»: its value, id and looters (each carrier's part: docs/liquidacion.md). */
  onUsar: (valor: number, idValoracion: number, portadores: PortadorDelRegistro[]) => void;
}) {
  const id = useId();
  const t = useTextos(textosDistribuciones);
  const toast = useToast();
  const valorar = useValorarBotin();
  const area = useRef<HTMLTextAreaElement>(null);
  const [visible, setVisible] = useState(false);
  const [campos, setCampos] = useState({ texto: '', gremio: '', desde: '', hasta: '', pct: 100 as number | null });
  const [precios, setPrecios] = useState<PreciosEscritos>({});
  const [valorado, setValorado] = useState<{ peticion: ValorarBotinItem; resultado: ValoracionBotin } | null>(null);
  // The session whose hours no longer filter («Quitar el filtro de hora»); another session imported filters again.
  const [sinHoraDe, setSinHoraDe] = useState<number | null>(null);
  const sinHora = !!idSesion && sinHoraDe === idSesion;
  const lineas = useMemo(() => contarLineas(campos.texto), [campos.texto]);
  const resultado = valorado?.resultado ?? null;
  const peticion = peticionBotin(campos, idSesion, precios, resultado, sinHora);
  const vigente = valorado !== null && mismaPeticion(valorado.peticion, peticion);
  const cambiar = (c: Partial<typeof campos>) => setCampos((prev) => ({ ...prev, ...c }));
  const preciosValidos = Object.values(precios).every((p) => p !== null);
  const puedeValorar = campos.texto.trim() !== '' && campos.pct !== null && preciosValidos;

  const valorarCon = (p: ValorarBotinItem) =>
    valorar.mutate(p, {
      onSuccess: (res) => setValorado({ peticion: p, resultado: res.message }),
      onError: (error) => toast.showError({ lead: t('botin.error'), error }),
    });
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    // The dialog sits inside the new distribution's: its submit is its own.
    e.stopPropagation();
    if (!puedeValorar || valorar.isPending) return;
    valorarCon(peticion);
  };
  /** «Quitar el filtro de hora»: no window of its own, nor the session's; valued again at once. */
  const quitarHora = () => {
    const sinVentana = { ...campos, desde: '', hasta: '' };
    setCampos(sinVentana);
    if (idSesion) setSinHoraDe(idSesion);
    if (puedeValorar && !valorar.isPending) valorarCon(peticionBotin(sinVentana, idSesion, precios, resultado, true));
  };
  // A $0 valuation has no value to put in the breakdown: using it would erase the typed one.
  const cero = vigente && resultado?.valor === 0;
  const cerrar = () => {
    setVisible(false);
    // The keyboard goes on where it was: the button that opened the dialog.
    setTimeout(() => document.getElementById(`${id}-abrir`)?.focus());
  };
  const usar = () => {
    if (!resultado || !vigente) return;
    onUsar(resultado.valor, resultado.id_valoracion, registroDePortadores(resultado));
    cerrar();
  };
  const leerArchivo = (archivo: File | undefined) => {
    if (!archivo) return;
    archivo.text().then(
      (texto) => cambiar({ texto }),
      (error: unknown) => toast.showError({ lead: t('botin.archivoError'), error }),
    );
  };

  const formId = `${id}-form`;
  const footer = (
    <div className="dist-dialog-buttons">
      <Button type="button" label={t('botin.cerrar')} severity="secondary" outlined onClick={cerrar} />
      <Button
        type="submit"
        form={formId}
        label={t('botin.valorar')}
        icon="pi pi-calculator"
        outlined={vigente}
        disabled={!puedeValorar}
        loading={valorar.isPending}
      />
      <Button
        type="button"
        label={t('botin.usar')}
        icon="pi pi-check"
        disabled={!vigente || valorar.isPending || cero}
        onClick={usar}
        aria-describedby={cero ? `${id}-cero` : undefined}
      />
    </div>
  );

  return (
    <>
      <Button
        id={`${id}-abrir`}
        type="button"
        label={t('botin.abrir')}
        icon="pi pi-clipboard"
        size="small"
        outlined
        className="botin-abrir"
        onClick={() => setVisible(true)}
      />
      <Dialog
        header={t('botin.titulo')}
        visible={visible}
        onHide={cerrar}
        // The text's field, not the close icon, has the focus once shown (the dialog opens over another).
        onShow={() => area.current?.focus()}
        focusOnShow={false}
        footer={footer}
        className="dist-dialog botin-dialog"
        modal
      >
        <form id={formId} onSubmit={enviar} className="botin-form" noValidate>
          <label htmlFor={`${id}-texto`}>{t('botin.texto')}</label>
          <InputTextarea
            ref={area}
            id={`${id}-texto`}
            value={campos.texto}
            onChange={(e) => cambiar({ texto: e.target.value })}
            rows={6}
            maxLength={BOTIN_TEXTO_MAX}
            spellCheck={false}
            className="botin-texto"
            aria-describedby={`${id}-texto-ayuda`}
          />
          <small id={`${id}-texto-ayuda`} className="dist-muted" aria-live="polite">
            {t('botin.textoAyuda', { n: lineas })}
          </small>
          <label htmlFor={`${id}-archivo`}>{t('botin.archivo')}</label>
          <input
            id={`${id}-archivo`}
            type="file"
            accept=".txt,.csv,.log,text/plain,text/csv"
            onChange={(e) => leerArchivo(e.target.files?.[0])}
          />
          <div className="botin-filtros">
            {idSesion ? (
              <p className="dist-muted botin-ancho">{t(sinHora ? 'botin.porSesionSinHora' : 'botin.porSesion')}</p>
            ) : null}
            <div className="botin-campo botin-ancho">
              <label htmlFor={`${id}-gremio`}>{t('botin.gremio')}</label>
              <InputText
                id={`${id}-gremio`}
                value={campos.gremio}
                onChange={(e) => cambiar({ gremio: e.target.value })}
                maxLength={100}
                autoComplete="off"
                aria-describedby={`${id}-gremio-ayuda`}
              />
              <small id={`${id}-gremio-ayuda`} className="dist-muted">
                {t('botin.gremioAyuda')}
              </small>
            </div>
            <div className="botin-campo">
              <label htmlFor={`${id}-desde`}>{t('botin.desde')}</label>
              <InputText
                id={`${id}-desde`}
                type="datetime-local"
                value={campos.desde}
                onChange={(e) => cambiar({ desde: e.target.value })}
              />
            </div>
            <div className="botin-campo">
              <label htmlFor={`${id}-hasta`}>{t('botin.hasta')}</label>
              <InputText
                id={`${id}-hasta`}
                type="datetime-local"
                value={campos.hasta}
                onChange={(e) => cambiar({ hasta: e.target.value })}
              />
            </div>
            <div className="botin-campo">
              <label htmlFor={`${id}-pct`}>{t('botin.pctVendido')}</label>
              <InputNumber
                inputId={`${id}-pct`}
                value={campos.pct}
                onValueChange={(e) => cambiar({ pct: e.value ?? null })}
                onFocus={(e) => e.currentTarget.select()}
                useGrouping={false}
                min={0}
                max={100}
                suffix=" %"
              />
            </div>
          </div>
          <p className="sr-only" aria-live="polite">
            {valorar.isPending ? t('botin.valorando') : ''}
          </p>
          <div aria-busy={valorar.isPending} className="botin-resultado-caja">
            {resultado ? (
              <>
                <ResultadoBotin
                  resultado={resultado}
                  precios={precios}
                  onPrecio={(item, precio) => setPrecios((prev) => ({ ...prev, [item]: precio }))}
                />
                <FiltroBotin resultado={resultado} onQuitarHora={quitarHora} />
                {cero ? (
                  <p id={`${id}-cero`} className="botin-cero">
                    {t('botin.usarCero')}
                  </p>
                ) : null}
                {!vigente && !valorar.isPending ? (
                  <p className="botin-cambiado" role="status">
                    {t('botin.cambiado')}
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
        </form>
      </Dialog>
    </>
  );
}
