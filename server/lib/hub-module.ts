import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A server module as the app registers it: one Fastify plugin that brings the module's routes, event
 * listeners and hooks. Every module is listed once, in `server/modules/registry.ts` (decision 0010).
 */
export interface HubModule {
  name: string;
  plugin: FastifyPluginAsync;
}

/** Builds a module's plugin from its parts (route plugins and setup plugins), registered in this order. */
export function hubModule(name: string, ...parts: FastifyPluginAsync[]): HubModule {
  const plugin = fp(
    async (app: FastifyInstance) => {
      for (const part of parts) await app.register(part);
    },
    { name: `module:${name}`, dependencies: ['context', 'auth'] },
  );
  return { name, plugin };
}
