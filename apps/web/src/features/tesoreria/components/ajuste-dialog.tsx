// The leader's «Ajuste» (docs/libro.md): an account of the guild or a player's (by nickname), the
// silver added to or taken from its balance (a deposit, a fine, a correction) and the reason, which
// is required. The server posts it against the treasury and says the balance it left.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { NICKNAME_MAX, SILVER_MAX, TEXTO_MAX, type CuentaLibro } from '@reparto/contract';
import { ActionDialog } from '../../../components/action-dialog';
import { FieldError } from '../../../components/form-messages';
import { RazonInput } from '../../../components/razon-input';
import { SilverInput } from '../../../components/silver-input';
import { useSaveToasts } from '../../../components/toast';
import { useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { textosNucleo } from '../../../lib/textos';
import { tesoreriaKeys } from '../api/keys';
import { useAjustarSaldo, useCuentasLibro } from '../api/libro';
import { textosTesoreria } from '../textos';

const POR_NICKNAME = 'nickname';

/** The accounts offered: the chosen one, then the guild's (the first page of the list holds them). */
function opciones(elegida: CuentaLibro | null, primeras: CuentaLibro[]): CuentaLibro[] {
  const gremio = primeras.filter((c) => c.tipo === 'gremio' && c.id_cuenta_libro !== elegida?.id_cuenta_libro);
  return elegida ? [elegida, ...gremio] : gremio;
}

export function AjusteDialog({ elegida, onHide }: { elegida: CuentaLibro | null; onHide: () => void }) {
  const t = useTextos(textosTesoreria);
  const nucleo = useTextos(textosNucleo);
  const { plata } = useFormato();
  const cuentas = opciones(elegida, useCuentasLibro(1).data?.message ?? []);
  const [cuenta, setCuenta] = useState<string>(elegida ? String(elegida.id_cuenta_libro) : POR_NICKNAME);
  const [nickname, setNickname] = useState('');
  const [sentido, setSentido] = useState<1 | -1>(1);
  const [silver, setSilver] = useState<number | null>(null);
  const [razon, setRazon] = useState('');
  const [intentado, setIntentado] = useState(false);
  const ajustar = useAjustarSaldo();
  const saveToasts = useSaveToasts();
  const client = useQueryClient();

  const porNickname = cuenta === POR_NICKNAME;
  const faltas = {
    cuenta: porNickname && nickname.trim() === '' ? t('ajuste.faltaCuenta') : undefined,
    silver: silver === null || silver <= 0 ? t('ajuste.faltaPlata') : undefined,
    razon: razon.trim() === '' ? t('ajuste.faltaRazon') : undefined,
  };
  const nombre = porNickname ? nickname.trim() : (cuentas.find((c) => String(c.id_cuenta_libro) === cuenta)?.nombre ?? '');
  const enviar = () => {
    setIntentado(true);
    if (faltas.cuenta || faltas.silver || faltas.razon || silver === null) return;
    const monto = sentido * silver;
    ajustar.mutate(
      {
        ...(porNickname ? { nickname: nickname.trim() } : { idCuentaLibro: Number(cuenta) }),
        silver: monto,
        razon: razon.trim(),
      },
      saveToasts(
        () => [t('ajuste.hecho'), t('ajuste.hechoDetalle', { cuenta: nombre, silver: plata(monto) })],
        () => {
          void client.invalidateQueries({ queryKey: tesoreriaKeys.all });
          onHide();
        },
      ),
    );
  };
  const error = (campo: keyof typeof faltas) => (intentado ? faltas[campo] : undefined);
  return (
    <ActionDialog
      header={t('ajuste.titulo')}
      onHide={onHide}
      width="32rem"
      action={{ label: t('ajuste.enviar'), icon: 'pi pi-check', loading: ajustar.isPending, onClick: enviar }}
    >
      <div className="form-grid">
        <p className="dialog-context">{t('ajuste.contexto')}</p>
        <label htmlFor="ajuste-cuenta">{t('ajuste.cuenta')}</label>
        <select id="ajuste-cuenta" className="p-inputtext p-component" value={cuenta} onChange={(e) => setCuenta(e.target.value)}>
          {cuentas.map((c) => (
            <option key={c.id_cuenta_libro} value={String(c.id_cuenta_libro)}>
              {c.nombre}
            </option>
          ))}
          <option value={POR_NICKNAME}>{t('ajuste.deJugador')}</option>
        </select>
        {porNickname ? (
          <>
            <label htmlFor="ajuste-nickname">{t('ajuste.nickname')}</label>
            <InputText
              id="ajuste-nickname"
              value={nickname}
              maxLength={NICKNAME_MAX}
              autoComplete="off"
              invalid={Boolean(error('cuenta'))}
              aria-describedby="ajuste-nickname-mensaje"
              onChange={(e) => setNickname(e.target.value)}
            />
            <FieldError id="ajuste-nickname-mensaje" message={error('cuenta')} />
          </>
        ) : null}
        <fieldset className="tesoreria-sentido">
          <legend>{t('ajuste.sentido')}</legend>
          {([1, -1] as const).map((s) => (
            <span key={s} className="tesoreria-opcion">
              {/* A native radio, as on «Ajustes del gremio»: PrimeReact's radio styles are pruned from the theme. */}
              <input
                type="radio"
                id={`ajuste-sentido-${s}`}
                name="ajuste-sentido"
                value={s}
                checked={sentido === s}
                onChange={() => setSentido(s)}
              />
              <label htmlFor={`ajuste-sentido-${s}`}>{t(s === 1 ? 'ajuste.sumar' : 'ajuste.restar')}</label>
            </span>
          ))}
        </fieldset>
        <label htmlFor="ajuste-silver">{t('ajuste.plata')}</label>
        <SilverInput id="ajuste-silver" value={silver} onChange={setSilver} max={SILVER_MAX} error={error('silver')} />
        <label htmlFor="ajuste-razon">{nucleo('razon.etiqueta')}</label>
        <RazonInput
          id="ajuste-razon"
          campo={nucleo('razon.campo')}
          value={razon}
          onChange={setRazon}
          rows={2}
          max={TEXTO_MAX}
          error={error('razon')}
        />
      </div>
    </ActionDialog>
  );
}
