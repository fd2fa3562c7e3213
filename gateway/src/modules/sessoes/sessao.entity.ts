import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('sessoes')
export class Sessao {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: string;
  @Column({ type: 'char', length: 64 }) tokenHash: string;
  @Column({ type: 'int', nullable: true }) usuarioId: number | null;
  @Column({ type: 'int', nullable: true }) parceiroId: number | null;
  @Column({ type: 'timestamptz' }) criadoEm: Date;
  @Column({ type: 'timestamptz' }) ultimoUsoEm: Date;
  @Column({ type: 'timestamptz' }) expiraEm: Date;
  @Column({ type: 'timestamptz', nullable: true }) revogadoEm: Date | null;
  @Column({ type: 'varchar', nullable: true }) ip: string | null;
  @Column({ type: 'varchar', nullable: true }) userAgent: string | null;
}
