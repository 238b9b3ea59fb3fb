import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { APP_NAME } from '@reparto/contract';
import { useSession } from '../../lib/session';
import { login } from './api';

export default function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [pwd, setPwd] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void login(email, pwd);
  };

  return (
    <div className="login-page">
      <Card
        title={<h1 className="login-title">{APP_NAME}</h1>}
        subTitle="Inicia sesión para gestionar el reparto de plata del gremio"
        className="login-card"
      >
        <form onSubmit={submit} className="form-grid" noValidate>
          <label htmlFor="email">Email</label>
          <InputText id="email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <label htmlFor="pwd">Contraseña</label>
          <Password
            inputId="pwd"
            autoComplete="current-password"
            value={pwd}
            onChange={(e) => setPwd(e.target.value)}
            feedback={false}
            toggleMask
          />
          {session.errorMessage ? <Message severity="error" text={session.errorMessage} role="alert" /> : null}
          <Button type="submit" label="Ingresar" icon="pi pi-sign-in" />
          <Button type="button" label="Ver Distribuciones" severity="secondary" outlined onClick={() => navigate('/')} />
        </form>
      </Card>
    </div>
  );
}
