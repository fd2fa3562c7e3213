import { useMutation } from '@apollo/client/react';
import { Modal } from '@mantine/core';
import { MENSAGENS, ROTULOS_PARCEIRO } from '@sw/common';
import { SeletorLoja, exigirResultado, notificarSucesso } from '@sw/client';
import { AtualizarParceiroDocument, type ParceiroPainelCamposFragment } from '@sw/client/gql';
import { FormularioParceiro, paraInput, valoresDe, type ValoresParceiro } from './FormularioParceiro';

type Parceiro = ParceiroPainelCamposFragment;

/** Edit dialog of a salesperson (roles 1 and 2): the registration form, filled; the store may change. */
export function EditarParceiroModal({ parceiro, aoFechar, aoSalvar }: { parceiro: Parceiro | null; aoFechar: () => void; aoSalvar: (p: Parceiro) => void }) {
  const [atualizar] = useMutation(AtualizarParceiroDocument);

  const salvar = async (valores: ValoresParceiro) => {
    if (!parceiro) return false;
    try {
      const { data } = await atualizar({ variables: { input: { id: parceiro.id, ...paraInput(valores) } } });
      const salvo = exigirResultado(data?.atualizarParceiro);
      notificarSucesso(MENSAGENS.parceiroAlterado);
      aoSalvar(salvo);
      aoFechar();
    } catch {
      // the client showed the server's message
    }
    return false;
  };

  return (
    <Modal opened={!!parceiro} onClose={aoFechar} title="Editar Vendedor Loja" size="70rem" centered>
      {parceiro && (
        <FormularioParceiro
          key={parceiro.id}
          inicial={valoresDe(parceiro)}
          rotuloEnviar="SALVAR"
          aoEnviar={salvar}
          loja={({ value, onChange, error }) => (
            <SeletorLoja
              label={ROTULOS_PARCEIRO.cnpjRevenda}
              withAsterisk
              valorPor="cnpj"
              placeholder={value === parceiro.cnpjRevenda ? parceiro.revenda : 'Digite para buscar a loja'}
              value={value}
              onChange={(cnpj) => onChange(cnpj)}
              error={error}
            />
          )}
        />
      )}
    </Modal>
  );
}
