import { EscolhaTipoProduto } from './EscolhaTipoProduto';

/** /processar/produtos: upload the catalogue or one store's products. */
export default function EscolherProcessarProdutosPage() {
  return (
    <EscolhaTipoProduto
      titulo="Processar Produtos"
      base="/processar/produtos"
      textos={{
        padrao: 'Envie um .CSV com produtos do catálogo: novos códigos são cadastrados, códigos existentes são atualizados.',
        loja: 'Envie um .CSV com os produtos de uma loja, ligados aos códigos do catálogo.',
      }}
    />
  );
}
