import { EscolhaTipoProduto } from './EscolhaTipoProduto';

/** /cadastrar/produto: standard or store-specific product. */
export default function EscolherCadastroProdutoPage() {
  return (
    <EscolhaTipoProduto
      titulo="Cadastrar Produto"
      base="/cadastrar/produto"
      textos={{
        padrao: 'Um produto do catálogo da marca: código, descrição, preço e pontos.',
        loja: 'O código, a descrição e o preço de um produto do catálogo numa loja.',
      }}
    />
  );
}
