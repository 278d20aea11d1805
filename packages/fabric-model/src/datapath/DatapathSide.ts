/**
 * Which part of the path a stage belongs to: the sending host, the network between the two NIC
 * ports, or the receiving host. For an RDMA READ the requester is the "sender" side.
 * @example const side: DatapathSide = "wire";
 */
export type DatapathSide = "sender" | "wire" | "receiver";
