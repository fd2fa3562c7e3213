import { Text, Title } from '@mantine/core';
import { LAYOUT_CSV_SALDO_CARTAO, MENSAGENS_CARTOES as M } from '@sw/common';
import { useTituloPagina } from '@sw/client';
import { EnvioCsv, type ResultadoBase } from '../produtos/EnvioCsv';

/** Upload Saldo Cartão (/processar/saldo-cartao): the card provider's balance file; refused lines listed with their reason. */
export default function SaldoCartaoPage() {
  useTituloPagina('Upload Saldo Cartão');
  return (
    <>
      <Title order={1} fz="h2">
        Upload Saldo Cartão
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Cada linha atualiza o saldo de um cartão, achado pelo código de barras (Proxy) ou pelo número. A coluna bloqueado, quando presente, traz a situação do
        cartão no emissor.
      </Text>
      <EnvioCsv<ResultadoBase>
        caminho="/upload/saldo_cartao"
        modelo={{ caminho: '/upload/saldo_cartao/modelo', nome: 'modelo-saldo-cartao.csv' }}
        layout={LAYOUT_CSV_SALDO_CARTAO}
        mensagemSucesso={(r) => M.linhasSaldoProcessado(r.total)}
        resumo={(r) => (
          <Text size="sm" mb="md">
            Processadas: <b>{r.total}</b>
          </Text>
        )}
      />
    </>
  );
}
