/** Every migration, oldest first. A new migration file adds one line here. */
import { Fundacao1763800000000 } from './1763800000000-Fundacao';
import { Pontos1764000000000 } from './1764000000000-Pontos';
import { ConfiguracoesMensagens1764000100000 } from './1764000100000-ConfiguracoesMensagens';
import { CadastroSenha1764000400000 } from './1764000400000-CadastroSenha';
import { VendasItens1764000300000 } from './1764000300000-VendasItens';
import { RedesLojas1763900000000 } from './1763900000000-RedesLojas';
import { Produtos1763900100000 } from './1763900100000-Produtos';
import { PesquisasMercado1763900300000 } from './1763900300000-PesquisasMercado';
import { VendedoresLojas1763900200000 } from './1763900200000-VendedoresLojas';
import { PremiosResgates1764000500000 } from './1764000500000-PremiosResgates';
import { Pontuacoes1764000600000 } from './1764000600000-Pontuacoes';
import { Integracoes1764000700000 } from './1764000700000-Integracoes';
import { IndicesListas1764000800000 } from './1764000800000-IndicesListas';
import { ResumoVendas1764000900000 } from './1764000900000-ResumoVendas';
import { Relatorios1764500000000 } from './1764500000000-Relatorios';
import { RelatoriosRedeMensal1764500000001 } from './1764500000001-RelatoriosRedeMensal';

export const MIGRACOES = [Fundacao1763800000000, RedesLojas1763900000000, Produtos1763900100000, VendedoresLojas1763900200000, PesquisasMercado1763900300000, Pontos1764000000000, ConfiguracoesMensagens1764000100000, VendasItens1764000300000, CadastroSenha1764000400000, PremiosResgates1764000500000, Pontuacoes1764000600000, Integracoes1764000700000, IndicesListas1764000800000, ResumoVendas1764000900000, Relatorios1764500000000, RelatoriosRedeMensal1764500000001];
