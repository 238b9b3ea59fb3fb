// A template's form (docs/calendario.md, «Plantillas de reparto»): name, tax, a weight per role and
// position, the standby weight, regear first, the regear part, the fixed extras, active. Checked with the
// contract's ReglasPlantillaSchema (its messages are the ones shown); «Guardar» → POST or PUT.
import { useState } from 'react';
import { Button } from 'primereact/button';
import {
  ROLES_EVENTO,
  ReglasPlantillaSchema,
  formatSilver,
  type Plantilla,
  type ReglasPlantilla,
  type RolEvento,
} from '@reparto/contract';
import { SilverInput } from '../../../components/silver-input';
import { useSaveToasts } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { useGuardarPlantilla } from './api/plantillas';
import { textosPlantillas } from './textos';

/** Each role's name in the catalogue (literal keys: the catalogue's test finds every key it uses). */
const CLAVE_ROL = {
  tanque: 'rol.tanque',
  sanador: 'rol.sanador',
  dps: 'rol.dps',
  soporte: 'rol.soporte',
  explorador: 'rol.explorador',
  caller: 'rol.caller',
} as const satisfies Record<RolEvento, string>;

export const REGLAS_NUEVAS: ReglasPlantilla = {
  impuesto_pct: 0,
  pesos: {},
  extras: [],
  regear_primero: false,
  regear: null,
  peso_reserva: 0.5,
};

/** A number as typed (`1,5` or `1.5`); NaN when empty or not a number (the schema says why). */
const numero = (texto: string) => (texto.trim() === '' ? Number.NaN : Number(texto.replace(',', '.')));
const mostrar = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '' : String(n).replace('.', ','));

export function PlantillaForm({ plantilla, onCerrar }: { plantilla: Plantilla | null; onCerrar: () => void }) {
  const t = useTextos(textosPlantillas);
  const guardar = useGuardarPlantilla();
  const saveToasts = useSaveToasts();
  const [nombre, setNombre] = useState(plantilla?.nombre ?? '');
  const [activa, setActiva] = useState(plantilla?.activa ?? true);
  const [reglas, setReglas] = useState<ReglasPlantilla>(plantilla?.reglas ?? REGLAS_NUEVAS);
  const [textos, setTextos] = useState<Record<string, string>>(() => ({
    impuesto: mostrar(reglas.impuesto_pct),
    reserva: mostrar(reglas.peso_reserva),
    cobertura: mostrar(reglas.regear?.cobertura_pct),
    ...Object.fromEntries(ROLES_EVENTO.map((r) => [r, mostrar(reglas.pesos[r])])),
  }));
  const [errores, setErrores] = useState<string[]>([]);
  const cambiar = (parte: Partial<ReglasPlantilla>) => setReglas((r) => ({ ...r, ...parte }));
  const texto = (clave: string, valor: string) => setTextos((x) => ({ ...x, [clave]: valor }));

  const enviar = () => {
    const pesos: Partial<Record<RolEvento, number>> = {};
    for (const r of ROLES_EVENTO) if ((textos[r] ?? '').trim() !== '') pesos[r] = numero(textos[r]!);
    const candidatas = {
      ...reglas,
      impuesto_pct: numero(textos['impuesto'] ?? ''),
      peso_reserva: numero(textos['reserva'] ?? ''),
      pesos,
      regear: reglas.regear ? { ...reglas.regear, cobertura_pct: numero(textos['cobertura'] ?? '') } : null,
    };
    const leidas = ReglasPlantillaSchema.safeParse(candidatas);
    if (!leidas.success || nombre.trim() === '') {
      setErrores([...(nombre.trim() === '' ? [`${t('nombre')}: —`] : []), ...(leidas.error?.issues.map((i) => i.message) ?? [])]);
      return;
    }
    setErrores([]);
    const avisos = saveToasts(
      (res: { message: string; reclamos?: { nickname: string; antes: number; despues: number }[] }) => [
        t('guardada'),
        res.reclamos && res.reclamos.length > 0
          ? t('repreciados', {
              lista: res.reclamos.map((r) => `${r.nickname} ${formatSilver(r.antes)} → ${formatSilver(r.despues)}`).join(', '),
            })
          : res.message,
      ],
      onCerrar,
    );
    guardar
      .mutateAsync({
        ...(plantilla ? { idPlantilla: plantilla.id_plantilla, activa } : {}),
        nombre: nombre.trim(),
        reglas: leidas.data,
      })
      .then(avisos.onSuccess, avisos.onError);
  };

  return (
    <form
      className="plantilla-form"
      aria-label={plantilla ? plantilla.nombre : t('nueva')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        enviar();
      }}
    >
      <label htmlFor="plantilla-nombre">{t('nombre')}</label>
      <input id="plantilla-nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} />
      <label htmlFor="plantilla-impuesto">{t('impuesto')}</label>
      <input
        id="plantilla-impuesto"
        inputMode="decimal"
        value={textos['impuesto']}
        onChange={(e) => texto('impuesto', e.target.value)}
      />
      <fieldset>
        <legend>{t('pesos')}</legend>
        {ROLES_EVENTO.map((r) => (
          <span key={r} className="plantilla-peso">
            <label htmlFor={`plantilla-peso-${r}`}>{t('pesoDe', { rol: t(CLAVE_ROL[r]) })}</label>
            <input
              id={`plantilla-peso-${r}`}
              inputMode="decimal"
              placeholder="1"
              value={textos[r]}
              onChange={(e) => texto(r, e.target.value)}
            />
          </span>
        ))}
        <label htmlFor="plantilla-reserva">{t('reserva')}</label>
        <input
          id="plantilla-reserva"
          inputMode="decimal"
          value={textos['reserva']}
          onChange={(e) => texto('reserva', e.target.value)}
        />
      </fieldset>
      <fieldset>
        <legend>{t('extras')}</legend>
        {reglas.extras.map((x, i) => (
          <span key={i} className="plantilla-extra">
            <label htmlFor={`plantilla-extra-concepto-${i}`}>{t('concepto')}</label>
            <input
              id={`plantilla-extra-concepto-${i}`}
              value={x.concepto}
              onChange={(e) =>
                cambiar({ extras: reglas.extras.map((y, j) => (j === i ? { ...y, concepto: e.target.value } : y)) })
              }
            />
            <label htmlFor={`plantilla-extra-plata-${i}`}>{t('plata')}</label>
            <SilverInput
              id={`plantilla-extra-plata-${i}`}
              value={Number.isNaN(x.silver) ? null : x.silver}
              onChange={(v) =>
                cambiar({ extras: reglas.extras.map((y, j) => (j === i ? { ...y, silver: v ?? Number.NaN } : y)) })
              }
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              aria-label={t('quitarExtra', { n: i + 1 })}
              onClick={() => cambiar({ extras: reglas.extras.filter((_, j) => j !== i) })}
            />
          </span>
        ))}
        <Button
          type="button"
          label={t('anadirExtra')}
          icon="pi pi-plus"
          text
          onClick={() => cambiar({ extras: [...reglas.extras, { concepto: '', silver: Number.NaN }] })}
        />
      </fieldset>
      <label>
        <input type="checkbox" checked={reglas.regear_primero} onChange={(e) => cambiar({ regear_primero: e.target.checked })} />
        {t('regearPrimero')}
      </label>
      <fieldset>
        <legend>
          <label>
            <input
              type="checkbox"
              checked={reglas.regear !== null}
              onChange={(e) => cambiar({ regear: e.target.checked ? { cobertura_pct: 100, tope: null } : null })}
            />
            {t('conRegear')}
          </label>
        </legend>
        {reglas.regear ? (
          <>
            <label htmlFor="plantilla-cobertura">{t('cobertura')}</label>
            <input
              id="plantilla-cobertura"
              inputMode="numeric"
              value={textos['cobertura']}
              onChange={(e) => texto('cobertura', e.target.value)}
            />
            <label htmlFor="plantilla-tope">{t('tope')}</label>
            <SilverInput
              id="plantilla-tope"
              value={reglas.regear.tope}
              onChange={(v) => cambiar({ regear: { ...reglas.regear!, tope: v } })}
            />
          </>
        ) : null}
      </fieldset>
      {plantilla ? (
        <label>
          <input type="checkbox" checked={activa} onChange={(e) => setActiva(e.target.checked)} />
          {t('activa')}
        </label>
      ) : null}
      {errores.length > 0 ? (
        <ul role="alert" className="plantilla-errores">
          {errores.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      <div className="plantilla-acciones">
        <Button type="submit" label={t('guardar')} loading={guardar.isPending} />
        <Button type="button" label={t('cancelar')} text onClick={onCerrar} />
      </div>
    </form>
  );
}
