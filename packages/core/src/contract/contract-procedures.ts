import { type AnyContractProcedure, isContractProcedure } from '@orpc/contract';

/** Every endpoint of a contract router (nested objects of procedures), in declaration order. */
export function contractProcedures(router: object): AnyContractProcedure[] {
  return Object.values(router).flatMap((entry) =>
    isContractProcedure(entry)
      ? [entry]
      : typeof entry === 'object' && entry
        ? contractProcedures(entry)
        : [],
  );
}
