import { AmbienteDeTeste } from './ambiente';
import { esperarAte } from './esperar';

/** Waits (on its status, never on time) until a report job ends, and returns it as the screen reads it. */
export function esperarTarefa(amb: AmbienteDeTeste, id: string, token: string) {
  return esperarAte(`a tarefa ${id} terminar`, async () => {
    const r = await amb.rest('GET', `/api/relatorios/tarefas/${id}`, { token });
    return ['concluida', 'falhou'].includes(r.corpo.tarefa.status) ? r.corpo.tarefa : null;
  });
}
