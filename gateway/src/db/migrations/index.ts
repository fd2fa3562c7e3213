/** Every migration, oldest first. A new migration file adds one line here. */
import { Fundacao1763800000000 } from './1763800000000-Fundacao';
import { RedesLojas1763900000000 } from './1763900000000-RedesLojas';
import { Produtos1763900100000 } from './1763900100000-Produtos';
import { VendedoresLojas1763900200000 } from './1763900200000-VendedoresLojas';
import { PesquisasMercado1763900300000 } from './1763900300000-PesquisasMercado';
import { Pontos1764000000000 } from './1764000000000-Pontos';
import { ConfiguracoesMensagens1764000100000 } from './1764000100000-ConfiguracoesMensagens';
import { VendasItens1764000300000 } from './1764000300000-VendasItens';
import { CadastroSenha1764000400000 } from './1764000400000-CadastroSenha';
import { PremiosResgates1764000500000 } from './1764000500000-PremiosResgates';
import { Pontuacoes1764000600000 } from './1764000600000-Pontuacoes';
import { Integracoes1764000700000 } from './1764000700000-Integracoes';
import { IndicesListas1764000800000 } from './1764000800000-IndicesListas';
import { ResumoVendas1764000900000 } from './1764000900000-ResumoVendas';
import { CatalogoOfertas1764100000000 } from './1764100000000-CatalogoOfertas';
import { CartoesResgates1764200000000 } from './1764200000000-CartoesResgates';
import { MidiasBanners1764300000000 } from './1764300000000-MidiasBanners';
import { CodigosIndicacoes1764400000000 } from './1764400000000-CodigosIndicacoes';
import { Relatorios1764500000000 } from './1764500000000-Relatorios';
import { RelatoriosRedeMensal1764500000001 } from './1764500000001-RelatoriosRedeMensal';
import { LimitesUso1764600000000 } from './1764600000000-LimitesUso';
import { VendasRegraAplicada1764700000000 } from './1764700000000-VendasRegraAplicada';
import { ResgatesEscolhaMembro1764700000001 } from './1764700000001-ResgatesEscolhaMembro';
import { SessoesDesativacao1764700000300 } from './1764700000300-SessoesDesativacao';
import { IdsPontuacoesSeparados1764700000400 } from './1764700000400-IdsPontuacoesSeparados';
import { Busca1764800000000 } from './1764800000000-Busca';
import { TarefasSemFilaPropria1764810000000 } from './1764810000000-TarefasSemFilaPropria';
import { EnviosPontuacao1764850000150 } from './1764850000150-EnviosPontuacao';
import { ResgateNumaChamada1764900000000 } from './1764900000000-ResgateNumaChamada';
import { CorrecoesPendentes1764900000001 } from './1764900000001-CorrecoesPendentes';
import { VendasValorPontoAplicado1764950000000 } from './1764950000000-VendasValorPontoAplicado';
import { OfertasValidade1764960000000 } from './1764960000000-OfertasValidade';
import { BuscaVendedores1764970000000 } from './1764970000000-BuscaVendedores';

export const MIGRACOES = [
  Fundacao1763800000000,
  RedesLojas1763900000000,
  Produtos1763900100000,
  VendedoresLojas1763900200000,
  PesquisasMercado1763900300000,
  Pontos1764000000000,
  ConfiguracoesMensagens1764000100000,
  VendasItens1764000300000,
  CadastroSenha1764000400000,
  PremiosResgates1764000500000,
  Pontuacoes1764000600000,
  Integracoes1764000700000,
  IndicesListas1764000800000,
  ResumoVendas1764000900000,
  CatalogoOfertas1764100000000,
  CartoesResgates1764200000000,
  MidiasBanners1764300000000,
  CodigosIndicacoes1764400000000,
  Relatorios1764500000000,
  RelatoriosRedeMensal1764500000001,
  LimitesUso1764600000000,
  VendasRegraAplicada1764700000000,
  ResgatesEscolhaMembro1764700000001,
  SessoesDesativacao1764700000300,
  IdsPontuacoesSeparados1764700000400,
  Busca1764800000000,
  TarefasSemFilaPropria1764810000000,
  EnviosPontuacao1764850000150,
  ResgateNumaChamada1764900000000,
  CorrecoesPendentes1764900000001,
  VendasValorPontoAplicado1764950000000,
  OfertasValidade1764960000000,
  BuscaVendedores1764970000000,
];
