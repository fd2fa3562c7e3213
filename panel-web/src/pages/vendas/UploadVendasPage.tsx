import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Checkbox, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { LAYOUT_XLSX_VENDAS, LIMITES_UPLOAD_VENDAS, MENSAGENS } from '@sw/common';
import { enviarOperacaoComArquivos, useTituloPagina } from '@sw/client';
import { ImportarPlanilhaVendasDocument } from '@sw/client/gql';
import { EnvioCsv, resultadoDoEnvio, type ResultadoBase } from '../produtos/EnvioCsv';

/**
 * Processar › Vendas (spec 1 §5): sales from an .xlsx → importarPlanilhaVendas {arquivo,
 * enviarMensagem} (a multipart request, with the upload's progress) → 'N venda(s) processada(s)'
 * and the rows refused, each with its reason.
 */
export default function UploadVendasPage() {
  useTituloPagina('Upload de Vendas');
  const [enviarMensagem, setEnviarMensagem] = useState(true);
  return (
    <>
      <Title order={1} fz="h2">
        Upload de Vendas
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Uma linha por item vendido; as linhas seguidas do mesmo documento fiscal formam uma venda. Cada venda válida é pontuada como na{' '}
        <Anchor component={Link} to="/processar/nova-venda" underline="always">
          Nova venda
        </Anchor>
        ; enviar o mesmo arquivo de novo não credita nada duas vezes. Até {LIMITES_UPLOAD_VENDAS.linhas.toLocaleString('pt-BR')} linhas e{' '}
        {LIMITES_UPLOAD_VENDAS.megabytes} MB por arquivo.
      </Text>
      <EnvioCsv<ResultadoBase>
        enviar={async (arquivo, opcoes) => {
          const data = await enviarOperacaoComArquivos(ImportarPlanilhaVendasDocument, { input: { arquivo, enviarMensagem } }, opcoes);
          return resultadoDoEnvio(data.importarPlanilhaVendas, opcoes);
        }}
        modelo={{ caminho: '/upload/vendas/modelo', nome: 'modelo-vendas.xlsx' }}
        layout={LAYOUT_XLSX_VENDAS}
        tipoArquivo={{
          rotulo: 'Arquivo .xlsx',
          accept: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          icone: <IconFileSpreadsheet size={18} />,
        }}
        antes={<Checkbox label="Enviar mensagem ao vendedor" checked={enviarMensagem} onChange={(e) => setEnviarMensagem(e.currentTarget.checked)} />}
        mensagemSucesso={(r) => MENSAGENS.vendasProcessadas(r.total)}
        mensagemFalha={MENSAGENS.erroProcessarUpload}
        resumo={(r) => (
          <Text size="sm" mb="md">
            Vendas processadas: <b>{r.total}</b>
          </Text>
        )}
        observacaoLayout="Planilha .xlsx (primeira aba), primeira linha com os nomes das colunas; datas como célula de data ou DD/MM/AAAA; valores com vírgula (ex.: 1.234,56) ou ponto."
      />
    </>
  );
}
