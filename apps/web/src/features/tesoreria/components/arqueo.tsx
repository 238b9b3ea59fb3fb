// «Arqueo del cofre» (docs/libro.md): whoever pays withdrawals pastes the guild's silver log as the game
// copies it, «Revisar» shows every line with what the server matched it to (an approved withdrawal, a
// period's pending payment, a leader's adjustment) or why nothing matches, and «Marcar N coincidencias»
// pays the matched withdrawals in one batch. The server matches and pays; a log it cannot read is said
// beside the text area.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { useQueryClient } from '@tanstack/react-query';
import type { LineaArqueo, ResultadoArqueo } from '@reparto/contract';
import { FieldError } from '../../../components/form-messages';
import { Tabla, type Columna } from '../../../components/tabla';
import { useSaveToasts } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { tesoreriaKeys } from '../api/keys';
import { useConciliarRetiros, usePagarRetiros } from '../api/retiros';
import { textosTesoreria } from '../textos';
import type es from '../textos/es';

const RESULTADO: Record<ResultadoArqueo, { clave: keyof typeof es; severidad: 'success' | 'info' | 'warning' }> = {
  retiro: { clave: 'arqueo.resultado.retiro', severidad: 'success' },
  pago: { clave: 'arqueo.resultado.pago', severidad: 'info' },
  deposito: { clave: 'arqueo.resultado.deposito', severidad: 'info' },
  sin_pareja: { clave: 'arqueo.resultado.sin_pareja', severidad: 'warning' },
};

export function Arqueo() {
  const t = useTextos(textosTesoreria);
  const { plata } = useFormato();
  const [registro, setRegistro] = useState('');
  const conciliar = useConciliarRetiros();
  const pagar = usePagarRetiros();
  const saveToasts = useSaveToasts();
  const client = useQueryClient();
  const revision = conciliar.data;
  const coincidencias = revision?.coincidencias ?? [];
  const fallo = conciliar.isError ? t('arqueo.ilegible', { error: errorMessage(conciliar.error) }) : undefined;

  const revisar = () => conciliar.mutate(registro);
  const marcar = () =>
    pagar.mutate(
      coincidencias,
      saveToasts(
        (r) => [t('arqueo.pagados'), r.message],
        () => {
          void client.invalidateQueries({ queryKey: tesoreriaKeys.all });
          // Read again: the paid lines now say so.
          revisar();
        },
      ),
    );

  const detalle = (l: LineaArqueo) =>
    l.resultado === 'retiro'
      ? t('arqueo.detalle.retiro', { id: l.idRetiro ?? 0 })
      : l.resultado === 'pago'
        ? t('arqueo.detalle.pago', { id: l.idPeriodo ?? 0 })
        : l.resultado === 'deposito'
          ? t('arqueo.detalle.deposito')
          : (l.motivo ?? '');
  const columnas: Columna<LineaArqueo>[] = [
    { header: t('arqueo.linea'), body: (l) => l.linea },
    { header: t('arqueo.fecha'), body: (l) => l.fecha },
    { header: t('arqueo.jugador'), body: (l) => l.jugador },
    { header: t('arqueo.plata'), className: 'tesoreria-cifra', body: (l) => plata(l.silver) },
    {
      header: t('arqueo.resultado'),
      body: (l) => <Tag severity={RESULTADO[l.resultado].severidad} value={t(RESULTADO[l.resultado].clave)} />,
    },
    { header: t('arqueo.detalle'), body: detalle },
  ];
  const cuenta = (r: ResultadoArqueo) => revision?.message.filter((l) => l.resultado === r).length ?? 0;

  return (
    <section aria-labelledby="tesoreria-arqueo" className="tesoreria-seccion tesoreria-arqueo">
      <h2 id="tesoreria-arqueo">{t('arqueo.titulo')}</h2>
      <p className="tesoreria-ayuda">{t('arqueo.ayuda')}</p>
      <label htmlFor="arqueo-registro" className="tesoreria-etiqueta">
        {t('arqueo.registro')}
      </label>
      <InputTextarea
        id="arqueo-registro"
        className="tesoreria-registro"
        value={registro}
        onChange={(e) => setRegistro(e.target.value)}
        rows={4}
        placeholder={t('arqueo.registroPh')}
        invalid={fallo !== undefined}
        aria-invalid={fallo !== undefined}
        aria-describedby={fallo ? 'arqueo-registro-error' : undefined}
      />
      <FieldError id="arqueo-registro-error" message={fallo} alert />
      <div className="tesoreria-acciones tesoreria-arqueo-acciones">
        <Button
          type="button"
          label={t('arqueo.revisar')}
          icon="pi pi-search"
          disabled={registro.trim() === ''}
          loading={conciliar.isPending}
          onClick={revisar}
        />
        {revision ? (
          <Button
            type="button"
            label={t('arqueo.marcar', { n: coincidencias.length })}
            icon="pi pi-check-square"
            severity="success"
            disabled={coincidencias.length === 0}
            loading={pagar.isPending}
            onClick={marcar}
          />
        ) : null}
      </div>
      {revision ? (
        <>
          <p role="status" className="tesoreria-arqueo-resumen" data-testid="arqueo-resumen">
            {t('arqueo.resumen', {
              retiros: cuenta('retiro'),
              pagos: cuenta('pago'),
              depositos: cuenta('deposito'),
              sinPareja: cuenta('sin_pareja'),
            })}
          </p>
          <Tabla
            label={t('arqueo.tabla')}
            columns={columnas}
            rows={revision.message}
            rowKey={(l) => l.linea}
            rowAttrs={(l) => ({ 'data-testid': `arqueo-linea-${l.linea}` })}
            empty={t('arqueo.vacio')}
            apilada
            minWidth="44rem"
          />
        </>
      ) : null}
    </section>
  );
}
