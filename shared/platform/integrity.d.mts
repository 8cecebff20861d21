export declare function sha384(data: Uint8Array | string): string;
