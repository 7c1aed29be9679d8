export declare const aliases: Record<string, string>;
