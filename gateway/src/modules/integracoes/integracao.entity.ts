import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { numerico } from '../../db/colunas';

/** An integrator API key of a partner platform (table chaves_integracao). Only its SHA-256 is kept. */
@Entity('chaves_integracao')
export class ChaveIntegracao {
  @PrimaryGeneratedColumn() id: number;
  @Column() nome: string;
  @Column() plataforma: string;
  /** The first characters of the secret, shown in lists so keys can be told apart. */
  @Column() prefixo: string;
  @Column({ type: 'char', length: 64, select: false }) hash: string;
  @Column({ type: 'integer', nullable: true }) criadoPor: number | null;
  @Column({ type: 'timestamptz' }) criadoEm: Date;
  @Column({ type: 'timestamptz', nullable: true }) revogadaEm: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) ultimoUsoEm: Date | null;
}

/** One credit a partner platform sent (table pontuacoes_plataforma); unique per platform and reference. */
@Entity('pontuacoes_plataforma')
export class PontuacaoPlataforma {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column() parceiroId: number;
  @Column() plataforma: string;
  @Column() referencia: string;
  @Column({ type: 'numeric', transformer: numerico }) pontos: number;
  @Column({ type: 'varchar', nullable: true }) descricao: string | null;
  @Column() chaveId: number;
  @Column({ type: 'timestamptz' }) enviadoEm: Date;
  @Column({ type: 'bigint', nullable: true }) movimentoId: string | null;
}
