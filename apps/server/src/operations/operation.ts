import type {
  OperationAnswer,
  OperationId,
  OperationParams,
  OperationPathParams,
} from "@communique/core/contract";
import type { OperationContext } from "./operation-context";
import type { Applied } from "./prepared-query";

/** An operation's answer, and what it applied (for the search-shaped ones). */
export interface Answered<I extends OperationId> {
  answer: OperationAnswer<I>;
  applied?: Applied | undefined;
}

/** How an operation of the contract (OPERATIONS) is answered, from its validated parameters. */
export type Implementation<I extends OperationId> = (
  context: OperationContext,
  params: OperationParams<I>,
  path: OperationPathParams,
) => Promise<Answered<I>>;
