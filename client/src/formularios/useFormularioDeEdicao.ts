import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, type FormValidateInput } from '@mantine/form';
import { notificarSucesso } from '../notificacoes';

/**
 * The logic every edit dialog shares: fill the form when a (different) record opens, save through
 * the given call, toast the contract's success text, hand the saved record back and close. A failed
 * save (gravar throws) keeps the dialog open; whoever failed already showed the message.
 */
export function useFormularioDeEdicao<R extends { id: number | string }, V extends Record<string, unknown>, S>(opcoes: {
  registro: R | null;
  vazio: V;
  validar?: FormValidateInput<V>;
  valoresDe: (registro: R) => V;
  gravar: (registro: R, valores: V) => Promise<S | null | undefined>;
  mensagemSucesso: string;
  /** How long the success toast stays (the default of the toasts otherwise). */
  duracaoSucesso?: number;
  aoSalvar: (salvo: S) => void;
  aoFechar: () => void;
}) {
  const { registro } = opcoes;
  const [salvando, setSalvando] = useState(false);
  const form = useForm<V>({ mode: 'controlled', initialValues: opcoes.vazio, validate: opcoes.validar });

  // Only a different record refills the form: a refetch of the same one keeps what is being typed.
  const preencher = useEffectEvent(() => {
    if (!registro) return;
    const valores = opcoes.valoresDe(registro);
    form.setValues(valores);
    form.resetDirty(valores);
    form.clearErrors();
  });
  const idRegistro = registro?.id;
  useEffect(() => preencher(), [idRegistro]);

  const salvar = form.onSubmit(async (valores) => {
    if (!registro) return;
    setSalvando(true);
    try {
      const salvo = await opcoes.gravar(registro, valores);
      if (salvo) opcoes.aoSalvar(salvo);
      notificarSucesso(opcoes.mensagemSucesso, opcoes.duracaoSucesso);
      opcoes.aoFechar();
    } catch {
      // the client showed the server's message
    } finally {
      setSalvando(false);
    }
  });

  return { form, salvar, salvando };
}
