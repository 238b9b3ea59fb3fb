// «Tesorería» (docs/libro.md): the guild's ledger for its officers. Every account with its
// balance and what the guild owes its members; the withdrawals' queue (the treasurer or the leader
// approves or rejects, the treasurer or a distributor pays an approved one); the entries of a chosen
// account with dates, pages and its CSV; «Arqueo del cofre» for who pays (the pasted game log matched
// and the matched withdrawals paid at once); the leader's «Ajuste» and «Nueva cuenta». The server decides
// who may and every amount: anyone else gets its 403 as a clear message instead of the screen.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { esLider, pagaRetiros, revisaRetiros, type CuentaLibro } from '@reparto/contract';
import { httpStatus } from '../../lib/http';
import { cargosDe, useSession } from '../../lib/session';
import { useTextos } from '../../lib/i18n/textos';
import { useCuentasLibro } from './api/libro';
import { AjusteDialog } from './components/ajuste-dialog';
import { Arqueo } from './components/arqueo';
import { Cuentas } from './components/cuentas';
import { Movimientos } from './components/movimientos';
import { NuevaCuentaDialog } from './components/nueva-cuenta-dialog';
import { Retiros } from './components/retiros';
import { textosTesoreria } from './textos';
import './tesoreria.css';

export default function TesoreriaPage() {
  const t = useTextos(textosTesoreria);
  const cargos = cargosDe(useSession());
  const lider = esLider(cargos);
  const [elegida, setElegida] = useState<CuentaLibro | null>(null);
  const [dialogo, setDialogo] = useState<'ajuste' | 'nueva' | null>(null);
  // The first page's answer (shared with the list): a 403 means this account may not read the ledger.
  const primera = useCuentasLibro(1);
  const denied = httpStatus(primera.error) === 403;

  return (
    <div className="tesoreria-page">
      <div className="tesoreria-cabecera">
        <h1>{t('titulo')}</h1>
        {lider && !denied ? (
          <span className="tesoreria-acciones">
            <Button type="button" label={t('ajuste.boton')} icon="pi pi-sliders-h" onClick={() => setDialogo('ajuste')} />
            <Button
              type="button"
              label={t('nueva.boton')}
              icon="pi pi-plus"
              severity="secondary"
              outlined
              onClick={() => setDialogo('nueva')}
            />
          </span>
        ) : null}
      </div>
      {denied ? (
        <Message severity="warn" text={t('sinPermiso')} role="alert" className="sin-permiso" />
      ) : (
        <>
          <Cuentas elegida={elegida?.id_cuenta_libro ?? null} onElegir={setElegida} />
          {elegida ? <Movimientos key={elegida.id_cuenta_libro} cuenta={elegida} onCerrar={() => setElegida(null)} /> : null}
          <Retiros revisa={revisaRetiros(cargos)} paga={pagaRetiros(cargos)} />
          {pagaRetiros(cargos) ? <Arqueo /> : null}
        </>
      )}
      {dialogo === 'ajuste' ? <AjusteDialog elegida={elegida} onHide={() => setDialogo(null)} /> : null}
      {dialogo === 'nueva' ? <NuevaCuentaDialog onHide={() => setDialogo(null)} /> : null}
    </div>
  );
}
