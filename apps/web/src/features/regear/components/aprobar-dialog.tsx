// «Aprobar» a claim (docs/regear.md, "Review"): the amount comes filled with the rules' amount and may
// be lowered, never raised (the server refuses it too). A counted item without a price (sin precio)
// needs the reviewer's unit price first: the dialog names those items, each with the rules' maximum
// (the fixed table's cell or `precio_max_objeto`; only the leader goes above it), and the amount
// follows them.
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { esLider, precioMaximoRevisor, type Reclamo, type SlotEquipo } from '@reparto/contract';
import { SilverInput } from '../../../components/silver-input';
import { formato, useFormato } from '../../../lib/i18n/formato';
import { useTextos } from '../../../lib/i18n/textos';
import { nombreSlot } from '../../../lib/i18n/nombres';
import { textosRegear } from '../textos';
import { useAprobarRegear } from '../api/revisar';
import { useReglasRegear } from '../api/reglas';
import { cargosDe, useSession } from '../../../lib/session';
import { esSinPrecio, NombreItem } from './items-regear';
import { conElementos } from './texto-rico';
import { RevisarDialog, useRevision } from './revisar-dialog';

interface Aprobacion {
  precios: { slot: SlotEquipo; silver: number | null }[];
  /** null: not typed, the total of the rules. */
  silver: number | null;
  /** The amount was typed: it is sent (and checked against the total). */
  editado: boolean;
}

/** The rules' amount with the reviewer's prices of the items sin precio. */
export function totalConPrecios(reclamo: Reclamo, precios: Aprobacion['precios']): number {
  return precios.reduce((s, p) => {
    const item = reclamo.items.find((i) => i.slot === p.slot);
    return s + (p.silver ?? 0) * (item?.cuenta ?? 1);
  }, reclamo.silver_reglas);
}

/** The refusal of an amount above the rules' (in the active language). */
export const mensajeSuperaReglas = (total: number) => textosRegear.t('aprobar.supera', { total: formato().plata(total) });

/**
 * `maximos`: each typed price's maximum by the rules, in the order of `precios` (null: the rules not
 * loaded, the server checks alone); none for the leader.
 */
function esquema(reclamo: Reclamo, t: typeof textosRegear.t, maximos: readonly (number | null)[]) {
  return z
    .object({
      precios: z.array(
        z.object({
          slot: z.string(),
          silver: z
            .number()
            .nullable()
            .refine((v) => v !== null, { error: t('aprobar.faltaPrecio') }),
        }),
      ),
      silver: z.number().nullable(),
      editado: z.boolean(),
    })
    .superRefine((v, ctx) => {
      v.precios.forEach((p, i) => {
        const maximo = maximos[i];
        if (p.silver !== null && maximo != null && p.silver > maximo)
          ctx.addIssue({
            code: 'custom',
            path: ['precios', i, 'silver'],
            message: t('aprobar.superaMaximo', { maximo: formato().plata(maximo) }),
          });
      });
      if (!v.editado) return;
      const total = totalConPrecios(reclamo, v.precios as Aprobacion['precios']);
      if (v.silver === null) ctx.addIssue({ code: 'custom', path: ['silver'], message: t('aprobar.faltaPlata') });
      else if (v.silver > total) ctx.addIssue({ code: 'custom', path: ['silver'], message: mensajeSuperaReglas(total) });
    });
}

export function AprobarDialog({ reclamo, onHide }: { reclamo: Reclamo; onHide: () => void }) {
  const t = useTextos(textosRegear);
  const { plata } = useFormato();
  const revision = useRevision('aprobar', reclamo, onHide, useAprobarRegear());
  const sinPrecio = reclamo.items.filter(esSinPrecio);
  const lider = esLider(cargosDe(useSession()));
  const reglas = useReglasRegear(sinPrecio.length > 0);
  const maximos = sinPrecio.map((i) => (reglas.data ? precioMaximoRevisor(reglas.data, i.slot, i.tier_eq) : null));
  const { control, handleSubmit, formState, setValue } = useForm<Aprobacion>({
    resolver: zodResolver(esquema(reclamo, t, lider ? [] : maximos)) as never,
    defaultValues: { precios: sinPrecio.map((i) => ({ slot: i.slot, silver: null })), silver: null, editado: false },
  });
  const precios = useWatch({ control, name: 'precios' });
  const silver = useWatch({ control, name: 'silver' });
  const editado = useWatch({ control, name: 'editado' });
  const total = totalConPrecios(reclamo, precios);

  const enviar = handleSubmit((v) =>
    revision.enviar({
      idReclamo: reclamo.id_reclamo,
      ...(v.editado && v.silver !== null ? { silver: v.silver } : {}),
      ...(v.precios.length > 0 ? { precios: v.precios.map((p) => ({ slot: p.slot, silver: p.silver ?? 0 })) } : {}),
    }),
  );

  return (
    <RevisarDialog
      {...revision.marco}
      onEnviar={() => void enviar()}
      contexto={conElementos((v) => t('aprobar.contexto', v), {
        nickname: <strong>{reclamo.nickname}</strong>,
        silver: <strong>{plata(reclamo.silver_reglas)}</strong>,
      })}
    >
      {sinPrecio.length > 0 ? (
        <>
          <p className="regear-aviso" role="note">
            {t('aprobar.sinPrecio', { n: sinPrecio.length })}
          </p>
          {sinPrecio.map((item, i) => (
            <div key={item.slot} className="regear-campo">
              <label htmlFor={`aprobar-precio-${item.slot}`}>
                {nombreSlot(item.slot)}: <NombreItem item={item} />
                {item.cuenta > 1 ? ` (×${item.cuenta})` : ''}
              </label>
              <Controller
                name={`precios.${i}.silver`}
                control={control}
                render={({ field }) => (
                  <SilverInput
                    id={`aprobar-precio-${item.slot}`}
                    value={field.value}
                    onChange={field.onChange}
                    error={formState.errors.precios?.[i]?.silver?.message}
                    hint={
                      maximos[i] == null
                        ? t('items.precioUnitario')
                        : t(lider ? 'aprobar.precioMaximoLider' : 'aprobar.precioMaximo', { maximo: plata(maximos[i]) })
                    }
                  />
                )}
              />
            </div>
          ))}
        </>
      ) : null}
      <label htmlFor="aprobar-silver">{t('aprobar.plata')}</label>
      <SilverInput
        id="aprobar-silver"
        value={editado ? silver : total}
        onChange={(v) => {
          setValue('editado', true);
          setValue('silver', v);
        }}
        error={formState.errors.silver?.message}
        hint={t('aprobar.maximo', { total: plata(total) })}
      />
    </RevisarDialog>
  );
}
